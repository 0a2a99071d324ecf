import type { Locale } from '#core/i18n/locales'
import { categoriesQuery, toCategory } from '#catalog/queries/list_categories'
import type { CategoryRow } from '#catalog/types/rows'

export async function findCategory(slug: string, locale: Locale) {
  const row = await categoriesQuery(locale).where('c.slug', slug).first()
  return row ? toCategory(row as CategoryRow) : null
}
