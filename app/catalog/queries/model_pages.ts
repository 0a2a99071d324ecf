import type { Locale } from '#core/i18n/locales'
import { toCard } from '#catalog/queries/model_cards'
import { foldSql } from '#catalog/queries/search_text'
import { run } from '#catalog/queries/statement'
import type { Paginated } from '#catalog/types/catalog'
import type { ModelRow, Statement } from '#catalog/types/rows'

// Rows, not ORM models (the hottest pages); every WHERE and ORDER BY is backed by an index,
// with the id as a stable tiebreaker.

function cardSelect(locale: Locale, extra: string) {
  return (
    `SELECT m.id, m.slug, m.name_${locale} AS name, m.description_${locale} AS description, ` +
    'm.age, m.rating, m.visit_count, m.main_image_key, m.created_at, ' +
    `c.id AS category_id, c.slug AS category_slug, c.name_${locale} AS category_name, ${extra} ` +
    'FROM models m JOIN categories c ON c.id = m.category_id'
  )
}

export type Filter = { where: string; bindings: unknown[] }

export function whereClause(conditions: Array<[string, ...unknown[]]>): Filter {
  const active = conditions.filter(Boolean)
  return {
    where: active.length ? ` WHERE ${active.map(([sql]) => sql).join(' AND ')}` : '',
    bindings: active.flatMap(([, ...values]) => values),
  }
}

export const SEARCH = `m.search_text LIKE ${foldSql('?')}`

function page(perPage: number, number: number) {
  return [perPage, (number - 1) * perPage]
}

// The total is an uncorrelated sub-select, run once (an InitPlan); a window count(*) OVER ()
// would join every matching row before the LIMIT.
export function pageStatement(
  locale: Locale,
  filter: Filter,
  order: string,
  perPage: number,
  number: number
): Statement {
  return {
    sql:
      `${cardSelect(locale, `(SELECT count(*) FROM models m${filter.where}) AS total_count`)}` +
      `${filter.where} ORDER BY ${order} LIMIT ? OFFSET ?`,
    bindings: [...filter.bindings, ...filter.bindings, ...page(perPage, number)],
  }
}

export function countStatement(filter: Filter): Statement {
  return {
    sql: `SELECT count(*) AS total FROM models m${filter.where}`,
    bindings: filter.bindings,
  }
}

export async function paginate(
  perPage: number,
  number: number,
  build: (page: number) => { items: Statement; count: Statement }
): Promise<Paginated<ReturnType<typeof toCard>>> {
  const rows = await run<ModelRow & { total_count: number }>(build(number).items)
  // An empty page past the first says nothing about the total: count (rare).
  let total = 0
  if (rows.length) {
    total = rows[0].total_count
  } else if (number > 1) {
    const [counted] = await run<{ total: number }>(build(number).count)
    total = counted.total
  }
  const lastPage = Math.max(1, Math.ceil(total / perPage))
  // A page past the end (an old link, a hand-typed number) shows the last one.
  const items = number > lastPage && total > 0 ? await run<ModelRow>(build(lastPage).items) : rows
  return {
    items: items.map(toCard),
    page: Math.min(number, lastPage),
    perPage,
    total,
    lastPage,
  }
}
