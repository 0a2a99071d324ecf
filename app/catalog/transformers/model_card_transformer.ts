import { BaseTransformer } from '@adonisjs/core/transformers'
import { imageSet } from '#catalog/services/catalog_media'
import type { ModelRow } from '#catalog/types/rows'

export default class ModelCardTransformer extends BaseTransformer<ModelRow> {
  toObject() {
    const row = this.resource
    return {
      id: row.id,
      slug: row.slug,
      name: row.name,
      description: row.description,
      age: row.age,
      rating: Number(row.rating),
      visitCount: row.visit_count,
      image: imageSet(row.main_image_key, 'portrait'),
      category: { id: row.category_id, slug: row.category_slug, name: row.category_name },
      createdAt: new Date(row.created_at).toISOString(),
    }
  }
}
