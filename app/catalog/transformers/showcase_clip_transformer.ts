import { BaseTransformer } from '@adonisjs/core/transformers'
import { mediaUrl } from '#core/media/media_url'
import { imageSet } from '#catalog/services/catalog_media'
import type { ShowcaseRow } from '#catalog/types/rows'

export default class ShowcaseClipTransformer extends BaseTransformer<ShowcaseRow> {
  toObject() {
    const row = this.resource
    return {
      id: row.id,
      videoUrl: mediaUrl(row.video_key),
      poster: imageSet(row.poster_key, row.kind === 'hero' ? 'hero' : 'portrait'),
      model: row.slug ? { slug: row.slug, name: row.name ?? '' } : null,
    }
  }
}
