import db from '@adonisjs/lucid/services/db'
import type { Locale } from '#core/i18n/locales'
import { containsPattern, foldSql } from '#catalog/services/search_text'
import ModelCardTransformer from '#catalog/transformers/model_card_transformer'
import {
  AGE_MAX,
  AGE_MIN,
  CATEGORY_MODELS_PER_PAGE,
  MODELS_PER_PAGE,
  type CategoryModelFilters,
  type ModelFilters,
  type Paginated,
} from '#catalog/types/catalog'

/**
 * Reads of model lists: rows, not ORM models (these are the hottest
 * pages); a page and its total in one statement, every WHERE and ORDER BY
 * backed by an index of the catalog migration, with the id as a stable
 * tiebreaker.
 */

export type ModelRow = {
  id: string | number
  slug: string
  name: string
  description: string
  age: number
  rating: string | number
  visit_count: string | number
  main_image_key: string | null
  created_at: Date | string
  category_id: string | number
  category_slug: string
  category_name: string
}

export function cardColumns(locale: Locale) {
  return [
    'm.id',
    'm.slug',
    `m.name_${locale} as name`,
    `m.description_${locale} as description`,
    'm.age',
    'm.rating',
    'm.visit_count',
    'm.main_image_key',
    'm.created_at',
    'c.id as category_id',
    'c.slug as category_slug',
    `c.name_${locale} as category_name`,
  ]
}

/** A card, transformed once when the catalog cache is filled (never per request). */
export function toCard(row: ModelRow) {
  return new ModelCardTransformer(row).toObject()
}

/**
 * A statement of the hot list pages, composed as text with `?` bindings:
 * the query builder's compile step cost more CPU than the rest of the
 * request (bench/catalog_models.bench.ts). Only fixed column names and
 * the locale ('en' | 'es') are interpolated; every value is a binding.
 */
export type Statement = { sql: string; bindings: unknown[] }

function cardSelect(locale: Locale, extra: string) {
  return (
    `SELECT m.id, m.slug, m.name_${locale} AS name, m.description_${locale} AS description, ` +
    'm.age, m.rating, m.visit_count, m.main_image_key, m.created_at, ' +
    `c.id AS category_id, c.slug AS category_slug, c.name_${locale} AS category_name, ${extra} ` +
    'FROM models m JOIN categories c ON c.id = m.category_id'
  )
}

function whereClause(conditions: Array<[string, ...unknown[]]>) {
  const active = conditions.filter(Boolean)
  return {
    where: active.length ? ` WHERE ${active.map(([sql]) => sql).join(' AND ')}` : '',
    bindings: active.flatMap(([, ...values]) => values),
  }
}

const SEARCH = `m.search_text LIKE ${foldSql('?')}`

/** The filters of /models, on `models m` alone (the count needs no join). */
function modelConditions(filters: ModelFilters) {
  const conditions: Array<[string, ...unknown[]]> = []
  if (filters.q) conditions.push([SEARCH, containsPattern(filters.q)])
  // A sub-select, so the planner walks the (category_id, sort key) index.
  if (filters.category) {
    conditions.push([
      'm.category_id = (SELECT id FROM categories WHERE slug = ?)',
      filters.category,
    ])
  }
  // The range's ends are open: 18 is the legal minimum anyway, and 50 reads as "50+".
  if (filters.ageMin > AGE_MIN) conditions.push(['m.age >= ?', filters.ageMin])
  if (filters.ageMax < AGE_MAX) conditions.push(['m.age <= ?', filters.ageMax])
  if (filters.minRating !== null) conditions.push(['m.rating >= ?', filters.minRating])
  return whereClause(conditions)
}

const MODEL_SORT_COLUMNS = {
  visits: 'm.visit_count',
  rating: 'm.rating',
  age: 'm.age',
  name: null,
} as const

function page(perPage: number, number: number) {
  return [perPage, (number - 1) * perPage]
}

/**
 * A page of cards with the list's total beside each row: the count is an
 * uncorrelated sub-select, which PostgreSQL runs once (an InitPlan), so a
 * page costs one round trip. (A window count(*) OVER () would instead
 * join every matching row before the LIMIT.)
 */
function pageStatement(
  locale: Locale,
  filter: { where: string; bindings: unknown[] },
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

/**
 * The SQL of the /models page: its page of cards (with the total), and a
 * count for a page past the end (the benchmark's baseline runs them too).
 */
export function modelsListQueries(filters: ModelFilters, locale: Locale, number: number) {
  const column = MODEL_SORT_COLUMNS[filters.sort] ?? `m.sort_name_${locale}`
  const direction = filters.order === 'asc' ? 'ASC' : 'DESC'
  const filter = modelConditions(filters)
  const order = `${column} ${direction}, m.id ${direction}`
  return {
    items: pageStatement(locale, filter, order, MODELS_PER_PAGE, number),
    count: {
      sql: `SELECT count(*) AS total FROM models m${filter.where}`,
      bindings: filter.bindings,
    },
  }
}

const CATEGORY_SORTS = {
  popularity: ['m.visit_count', 'DESC'],
  rating: ['m.rating', 'DESC'],
  newest: ['m.created_at', 'DESC'],
  name: [null, 'ASC'],
} as const

/** The SQL of a category page's list (with the total) and count. */
export function categoryModelsQueries(
  categoryId: number,
  filters: CategoryModelFilters,
  locale: Locale,
  number: number
) {
  const [sortColumn, direction] = CATEGORY_SORTS[filters.sort]
  const column = sortColumn ?? `m.sort_name_${locale}`
  const filter = whereClause([
    ['m.category_id = ?', categoryId],
    ...(filters.q ? [[SEARCH, containsPattern(filters.q)] as [string, unknown]] : []),
  ])
  const order = `${column} ${direction}, m.id ${direction}`
  return {
    items: pageStatement(locale, filter, order, CATEGORY_MODELS_PER_PAGE, number),
    count: {
      sql: `SELECT count(*) AS total FROM models m${filter.where}`,
      bindings: filter.bindings,
    },
  }
}

/** The statement with PostgreSQL's $1, $2… placeholders, for a bare pg client. */
export function toNative(statement: Statement) {
  let position = 0
  return { sql: statement.sql.replace(/\?/g, () => `$${++position}`), bindings: statement.bindings }
}

export async function run<T>(statement: Statement): Promise<T[]> {
  const result = await db.rawQuery(statement.sql, statement.bindings as any[])
  return result.rows
}

async function paginate(
  perPage: number,
  number: number,
  build: (page: number) => { items: Statement; count: Statement }
): Promise<Paginated<ReturnType<typeof toCard>>> {
  const rows = await run<ModelRow & { total_count: string }>(build(number).items)
  // An empty page past the first says nothing about the total: count (rare).
  let total = 0
  if (rows.length) {
    total = Number(rows[0].total_count)
  } else if (number > 1) {
    const [counted] = await run<{ total: string }>(build(number).count)
    total = Number(counted.total)
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

export function listModels(filters: ModelFilters, locale: Locale) {
  return paginate(MODELS_PER_PAGE, filters.page, (number) =>
    modelsListQueries(filters, locale, number)
  )
}

export function listCategoryModels(
  categoryId: number,
  filters: CategoryModelFilters,
  locale: Locale
) {
  return paginate(CATEGORY_MODELS_PER_PAGE, filters.page, (number) =>
    categoryModelsQueries(categoryId, filters, locale, number)
  )
}

/** The home page's featured models: the most visited. */
export async function featuredModels(locale: Locale, limit: number) {
  const rows = await db
    .from('models as m')
    .join('categories as c', 'c.id', 'm.category_id')
    .select(cardColumns(locale))
    .orderBy('m.visit_count', 'desc')
    .orderBy('m.id', 'desc')
    .limit(limit)
  return (rows as ModelRow[]).map(toCard)
}
