import { readsClient } from '#core/db/replica_reads'
import type { Locale } from '#core/i18n/locales'
import { containsPattern, foldSql } from '#catalog/queries/search_text'
import type { CategoryFilters } from '#catalog/types/catalog'
import type { CategoryRow } from '#catalog/types/rows'
import CategoryCardTransformer from '#catalog/transformers/category_card_transformer'

export function toCategory(row: CategoryRow) {
  return new CategoryCardTransformer(row).toObject()
}

export function categoriesQuery(locale: Locale) {
  return readsClient()
    .from('categories as c')
    .select(
      'c.id',
      'c.slug',
      `c.name_${locale} as name`,
      `c.description_${locale} as description`,
      'c.image_key',
      'c.rating',
      'c.popularity',
      readsClient().raw(
        '(SELECT count(*) FROM models WHERE models.category_id = c.id) AS model_count'
      )
    )
}

const CATEGORY_ORDER = {
  popularity: ['c.popularity', 'desc'],
  models: ['model_count', 'desc'],
  name: [null, 'asc'],
} as const

export async function listCategories(filters: CategoryFilters, locale: Locale) {
  const [column, order] = CATEGORY_ORDER[filters.sort]
  const query = categoriesQuery(locale)
    .orderBy(column ?? `c.sort_name_${locale}`, order)
    .orderBy('c.id', 'asc')
  if (filters.q) query.whereRaw(`c.search_text LIKE ${foldSql('?')}`, [containsPattern(filters.q)])
  return ((await query) as CategoryRow[]).map(toCategory)
}
