import db from '@adonisjs/lucid/services/db'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import type { Locale } from '#core/i18n/locales'
import { imageSet } from '#catalog/services/catalog_media'
import { containsPattern, foldSql } from '#catalog/services/search_text'
import {
  AGE_MAX,
  AGE_MIN,
  CATEGORY_MODELS_PER_PAGE,
  MODELS_PER_PAGE,
  type CategoryModelFilters,
  type ModelCard,
  type ModelFilters,
  type Paginated,
} from '#catalog/types/catalog'

/**
 * Reads of model lists. Plain SQL through the query builder (no ORM
 * hydration: these are the hottest pages), each list a count and a page
 * that run in parallel, every WHERE and ORDER BY backed by an index of the
 * catalog migration, with the id as a stable tiebreaker.
 */
type Builder = DatabaseQueryBuilderContract<any>

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

export function toCard(row: ModelRow): ModelCard {
  return {
    id: Number(row.id),
    slug: row.slug,
    name: row.name,
    description: row.description,
    age: row.age,
    rating: Number(row.rating),
    visitCount: Number(row.visit_count),
    image: imageSet(row.main_image_key, 'portrait'),
    category: { id: Number(row.category_id), slug: row.category_slug, name: row.category_name },
    createdAt: new Date(row.created_at).toISOString(),
  }
}

function withCategory() {
  return db.from('models as m').join('categories as c', 'c.id', 'm.category_id')
}

function searchIn(query: Builder, column: string, text: string) {
  if (text) query.whereRaw(`${column} LIKE ${foldSql('?')}`, [containsPattern(text)])
}

const MODEL_SORT_COLUMNS = {
  visits: 'm.visit_count',
  rating: 'm.rating',
  age: 'm.age',
  name: null,
} as const

/** The filters of /models, on `models as m` alone (the count needs no join). */
function filtered(query: Builder, filters: ModelFilters) {
  searchIn(query, 'm.search_text', filters.q)
  // A sub-select, so the planner walks the (category_id, sort key) index.
  if (filters.category) {
    query.whereRaw('m.category_id = (SELECT id FROM categories WHERE slug = ?)', [filters.category])
  }
  // The range's ends are open: 18 is the legal minimum anyway, and 50 reads as "50+".
  if (filters.ageMin > AGE_MIN) query.where('m.age', '>=', filters.ageMin)
  if (filters.ageMax < AGE_MAX) query.where('m.age', '<=', filters.ageMax)
  if (filters.minRating !== null) query.where('m.rating', '>=', filters.minRating)
  return query
}

/** The SQL of the /models page's list and count (the benchmark's baseline runs it too). */
export function modelsListQueries(filters: ModelFilters, locale: Locale, page: number) {
  const column = MODEL_SORT_COLUMNS[filters.sort] ?? `m.sort_name_${locale}`
  const items = filtered(withCategory(), filters)
    .select(cardColumns(locale))
    .orderBy(column, filters.order)
    .orderBy('m.id', filters.order)
    .limit(MODELS_PER_PAGE)
    .offset((page - 1) * MODELS_PER_PAGE)
  const count = filtered(db.from('models as m'), filters).count('* as total')
  return { items, count }
}

async function paginate(
  perPage: number,
  page: number,
  build: (page: number) => { items: Builder; count: Builder }
): Promise<Paginated<ModelCard>> {
  const first = build(page)
  const [rows, [{ total: rawTotal }]] = await Promise.all([first.items, first.count])
  const total = Number(rawTotal)
  const lastPage = Math.max(1, Math.ceil(total / perPage))
  // A page past the end (an old link, a hand-typed number) shows the last one.
  const items = page > lastPage ? await build(lastPage).items : rows
  return {
    items: (items as ModelRow[]).map(toCard),
    page: Math.min(page, lastPage),
    perPage,
    total,
    lastPage,
  }
}

export function listModels(filters: ModelFilters, locale: Locale) {
  return paginate(MODELS_PER_PAGE, filters.page, (page) => modelsListQueries(filters, locale, page))
}

const CATEGORY_SORTS = {
  popularity: ['m.visit_count', 'desc'],
  rating: ['m.rating', 'desc'],
  newest: ['m.created_at', 'desc'],
  name: [null, 'asc'],
} as const

/** The SQL of a category page's list and count. */
export function categoryModelsQueries(
  categoryId: number,
  filters: CategoryModelFilters,
  locale: Locale,
  page: number
) {
  const [sortColumn, order] = CATEGORY_SORTS[filters.sort]
  const base = (query: Builder) => {
    query.where('m.category_id', categoryId)
    searchIn(query, 'm.search_text', filters.q)
    return query
  }
  return {
    items: base(withCategory())
      .select(cardColumns(locale))
      .orderBy(sortColumn ?? `m.sort_name_${locale}`, order)
      .orderBy('m.id', order)
      .limit(CATEGORY_MODELS_PER_PAGE)
      .offset((page - 1) * CATEGORY_MODELS_PER_PAGE),
    count: base(db.from('models as m')).count('* as total'),
  }
}

export function listCategoryModels(
  categoryId: number,
  filters: CategoryModelFilters,
  locale: Locale
) {
  return paginate(CATEGORY_MODELS_PER_PAGE, filters.page, (page) =>
    categoryModelsQueries(categoryId, filters, locale, page)
  )
}

/** The home page's featured models: the most visited. */
export async function featuredModels(locale: Locale, limit: number) {
  const rows = await withCategory()
    .select(cardColumns(locale))
    .orderBy('m.visit_count', 'desc')
    .orderBy('m.id', 'desc')
    .limit(limit)
  return (rows as ModelRow[]).map(toCard)
}
