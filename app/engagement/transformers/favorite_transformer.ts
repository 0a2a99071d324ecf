import { BaseTransformer } from '@adonisjs/core/transformers'

export type FavoriteRow = {
  id: number
  user_id: number
  model_id: number
  created_at: Date | string
}

/** A favourite as the API answers it. */
export default class FavoriteTransformer extends BaseTransformer<FavoriteRow> {
  toObject() {
    const row = this.resource
    return {
      id: row.id,
      userId: row.user_id,
      modelId: row.model_id,
      createdAt: new Date(row.created_at).toISOString(),
    }
  }
}
