import type { Locale } from '#core/i18n/locales'
import { run } from '#catalog/queries/statement'
import type { CategoryRefRow, Statement } from '#catalog/types/rows'
import CategoryRefTransformer from '#catalog/transformers/category_ref_transformer'

export function categoryOptionsQuery(locale: Locale): Statement {
  return {
    sql: `SELECT id, slug, name_${locale} AS name FROM categories ORDER BY sort_name_${locale}, id`,
    bindings: [],
  }
}

export async function categoryOptions(locale: Locale) {
  const rows = await run<CategoryRefRow>(categoryOptionsQuery(locale))
  return rows.map((row) => new CategoryRefTransformer(row).toObject())
}
