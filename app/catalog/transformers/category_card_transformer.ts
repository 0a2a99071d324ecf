import { BaseTransformer } from '@adonisjs/core/transformers'
import { imageSet } from '#catalog/services/catalog_media'
import type { CategoryRow } from '#catalog/types/rows'

export default class CategoryCardTransformer extends BaseTransformer<CategoryRow> {
  toObject() {
    const row = this.resource
    return {
      id: row.id,
      slug: row.slug,
      name: row.name,
      description: row.description,
      image: imageSet(row.image_key, 'banner'),
      rating: Number(row.rating),
      popularity: row.popularity,
      modelCount: row.model_count,
    }
  }
}
