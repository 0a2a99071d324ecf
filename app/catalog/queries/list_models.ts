import type { Locale } from '#core/i18n/locales'
import {
  countStatement,
  pageStatement,
  paginate,
  SEARCH,
  whereClause,
} from '#catalog/queries/model_pages'
import { containsPattern } from '#catalog/queries/search_text'
import { AGE_MAX, AGE_MIN, MODELS_PER_PAGE, type ModelFilters } from '#catalog/types/catalog'

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

export function modelsListQueries(filters: ModelFilters, locale: Locale, number: number) {
  const column = MODEL_SORT_COLUMNS[filters.sort] ?? `m.sort_name_${locale}`
  const direction = filters.order === 'asc' ? 'ASC' : 'DESC'
  const filter = modelConditions(filters)
  const order = `${column} ${direction}, m.id ${direction}`
  return {
    items: pageStatement(locale, filter, order, MODELS_PER_PAGE, number),
    count: countStatement(filter),
  }
}

export function listModels(filters: ModelFilters, locale: Locale) {
  return paginate(MODELS_PER_PAGE, filters.page, (number) =>
    modelsListQueries(filters, locale, number)
  )
}
