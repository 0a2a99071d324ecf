import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { Locale } from '#core/i18n/locales'
import { cardColumns, toCard, type ModelRow } from '#catalog/services/model_queries'
import type { ModelCard } from '#catalog/types/catalog'

/**
 * The catalog's public service for other modules (favourites, chat,
 * studio): they know models by id and never read the catalog's tables.
 */
export async function modelCards(ids: number[], locale: Locale): Promise<Map<number, ModelCard>> {
  if (!ids.length) return new Map()
  const rows = await db
    .from('models as m')
    .join('categories as c', 'c.id', 'm.category_id')
    .select(cardColumns(locale))
    .whereIn('m.id', ids)
  return new Map((rows as ModelRow[]).map((row) => [Number(row.id), toCard(row)]))
}

export async function modelExists(id: number) {
  if (!Number.isSafeInteger(id) || id < 1) return false
  return !!(await db.from('models').where('id', id).select('id').first())
}

/** Counts a photo or video request on the model (shown on its page), in the caller's transaction. */
export async function countRequest(
  modelId: number,
  kind: 'photo' | 'video',
  trx?: TransactionClientContract
) {
  const column = kind === 'photo' ? 'photo_request_count' : 'video_request_count'
  await (trx ?? db).from('models').where('id', modelId).increment(column, 1)
}
