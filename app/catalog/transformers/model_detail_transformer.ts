import { BaseTransformer } from '@adonisjs/core/transformers'
import { imageSet } from '#catalog/services/catalog_media'
import type { ModelDetailSource } from '#catalog/types/rows'
import ModelCardTransformer from '#catalog/transformers/model_card_transformer'

export default class ModelDetailTransformer extends BaseTransformer<ModelDetailSource> {
  toObject() {
    const { row, images } = this.resource
    return {
      ...new ModelCardTransformer(row).toObject(),
      photoRequestCount: row.photo_request_count,
      videoRequestCount: row.video_request_count,
      images: images.map((image) => ({
        id: image.id,
        image: imageSet(image.image_key, 'portrait')!,
      })),
    }
  }
}
