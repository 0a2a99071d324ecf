import { BaseTransformer } from '@adonisjs/core/transformers'

export type FavoriteRow = {
  id: string | number
  user_id: string | number
  model_id: string | number
  created_at: Date | string
}

/** A favourite as the API answers it. */
export default class FavoriteTransformer extends BaseTransformer<FavoriteRow> {
  toObject() {
    const row = this.resource
    return {
      id: Number(row.id),
      userId: Number(row.user_id),
      modelId: Number(row.model_id),
      createdAt: new Date(row.created_at).toISOString(),
    }
  }
}
