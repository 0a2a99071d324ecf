import { readsClient } from '#core/db/replica_reads'
import type { Locale } from '#core/i18n/locales'
import ModelCardTransformer from '#catalog/transformers/model_card_transformer'
import type { CatalogModelCard } from '#catalog/types/model_card'
import type { ModelRow } from '#catalog/types/rows'

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

export function toCard(row: ModelRow) {
  return new ModelCardTransformer(row).toObject()
}

export async function modelCards(
  ids: number[],
  locale: Locale
): Promise<Map<number, CatalogModelCard>> {
  if (!ids.length) return new Map()
  const rows = await readsClient()
    .from('models as m')
    .join('categories as c', 'c.id', 'm.category_id')
    .select(cardColumns(locale))
    .whereIn('m.id', ids)
  return new Map((rows as ModelRow[]).map((row) => [row.id, toCard(row)]))
}
