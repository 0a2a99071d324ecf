import { readsClient } from '#core/db/replica_reads'
import type { Locale } from '#core/i18n/locales'
import { cardColumns, toCard } from '#catalog/queries/model_cards'
import type { ModelRow } from '#catalog/types/rows'

export async function featuredModels(locale: Locale, limit: number) {
  const rows = await readsClient()
    .from('models as m')
    .join('categories as c', 'c.id', 'm.category_id')
    .select(cardColumns(locale))
    .orderBy('m.visit_count', 'desc')
    .orderBy('m.id', 'desc')
    .limit(limit)
  return (rows as ModelRow[]).map(toCard)
}
