import { readsClient } from '#core/db/replica_reads'
import type { Locale } from '#core/i18n/locales'
import { cardColumns } from '#catalog/queries/model_cards'
import type { ModelDetailSource } from '#catalog/types/rows'
import ModelDetailTransformer from '#catalog/transformers/model_detail_transformer'

export async function findModel(key: string, locale: Locale) {
  const query = readsClient()
    .from('models as m')
    .join('categories as c', 'c.id', 'm.category_id')
    .select([...cardColumns(locale), 'm.photo_request_count', 'm.video_request_count'])
  if (/^\d{1,15}$/.test(key)) query.where('m.id', Number(key))
  else query.where('m.slug', key)
  const row = await query.first()
  if (!row) return null
  const images = await readsClient()
    .from('model_images')
    .select('id', 'image_key')
    .where('model_id', row.id)
    .orderBy('position')
    .orderBy('id')
  return new ModelDetailTransformer({
    row: row as ModelDetailSource['row'],
    images: images as ModelDetailSource['images'],
  }).toObject()
}
