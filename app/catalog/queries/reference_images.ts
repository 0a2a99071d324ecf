import drive from '@adonisjs/drive/services/main'
import db from '@adonisjs/lucid/services/db'
import { IMAGE_FORMATS, variantKey } from '#catalog/services/catalog_media'

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
