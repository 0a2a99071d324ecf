import { BaseTransformer } from '@adonisjs/core/transformers'
import type { CategoryRefRow } from '#catalog/types/rows'

export default class CategoryRefTransformer extends BaseTransformer<CategoryRefRow> {
  toObject() {
    return { id: this.resource.id, slug: this.resource.slug, name: this.resource.name }
  }
}
