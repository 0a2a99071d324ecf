import drive from '@adonisjs/drive/services/main'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { InferData } from '@adonisjs/core/types/transformers'
import type { Locale } from '#core/i18n/locales'
import { cardColumns, toCard, type ModelRow } from '#catalog/services/model_queries'
import { IMAGE_FORMATS, variantKey } from '#catalog/services/catalog_media'
import type ModelCardTransformer from '#catalog/transformers/model_card_transformer'

/** A model's card as other modules receive it (favourites build the profile's cards from it). */
export type CatalogModelCard = InferData<ModelCardTransformer>

/**
 * The catalog's public service for other modules (favourites, chat,
 * studio): they know models by id and never read the catalog's tables.
 */
export async function modelCards(
  ids: number[],
  locale: Locale
): Promise<Map<number, CatalogModelCard>> {
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

/**
 * A model's pictures (640 px WebP), main image first, at most `limit`: what
 * the studio generates from. Empty for an unknown model or one without
 * stored pictures.
 */
export async function referenceImages(modelId: number, limit = 4): Promise<Buffer[]> {
  const model = await db.from('models').where('id', modelId).select('main_image_key').first()
  if (!model) return []
  const gallery = await db
    .from('model_images')
    .where('model_id', modelId)
    .orderBy('position')
    .orderBy('id')
    .limit(limit)
    .select('image_key')
  const keys = [model.main_image_key, ...gallery.map((row) => row.image_key)].filter(
    (key): key is string => Boolean(key)
  )
  const images: Buffer[] = []
  for (const key of [...new Set(keys)].slice(0, limit)) {
    const variant = variantKey(key, IMAGE_FORMATS.portrait.widths[1])
    const bytes = await drive
      .use()
      .getBytes(variant)
      .catch(() => null)
    if (bytes) images.push(Buffer.from(bytes))
  }
  return images
}

/** A model's name in one language (the studio's lists and downloads), or null. */
export async function modelNames(ids: number[], locale: Locale): Promise<Map<number, string>> {
  if (!ids.length) return new Map()
  const rows = await db.from('models').whereIn('id', ids).select('id', `name_${locale} as name`)
  return new Map(rows.map((row) => [Number(row.id), String(row.name)]))
}
