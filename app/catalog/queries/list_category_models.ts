import type { Locale } from '#core/i18n/locales'
import {
  countStatement,
  pageStatement,
  paginate,
  SEARCH,
  whereClause,
} from '#catalog/queries/model_pages'
import { containsPattern } from '#catalog/queries/search_text'
import { CATEGORY_MODELS_PER_PAGE, type CategoryModelFilters } from '#catalog/types/catalog'

const CATEGORY_SORTS = {
  popularity: ['m.visit_count', 'DESC'],
  rating: ['m.rating', 'DESC'],
  newest: ['m.created_at', 'DESC'],
  name: [null, 'ASC'],
} as const

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
    count: countStatement(filter),
  }
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
