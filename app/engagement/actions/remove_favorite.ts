import db from '@adonisjs/lucid/services/db'
import { modelExists } from '#catalog/queries/model_exists'
import { FavoriteError } from '#engagement/exceptions/favorite_error'

export type RemovedFavorite = { modelId: number; removed: boolean }

/** Removes a model from the user's favourites; removing it twice is not an error. */
export async function removeFavorite(userId: number, modelId: number): Promise<RemovedFavorite> {
  const deleted = await db.rawQuery(
    'DELETE FROM favorites WHERE user_id = ? AND model_id = ? RETURNING id',
    [userId, modelId]
  )
  if (deleted.rows.length) return { modelId, removed: true }
  if (!(await modelExists(modelId))) throw new FavoriteError('modelNotFound')
  return { modelId, removed: false }
}

/**
 * `DELETE /favorites/{id}`: some screens send a favourite's id, others a model's. A favourite id of
 * this user wins; otherwise the id is read as a model id. Another user's favourite is never
 * touched.
 */
export async function removeFavoriteByIdOrModel(
  userId: number,
  id: number
): Promise<RemovedFavorite> {
  const deleted = await db.rawQuery(
    'DELETE FROM favorites WHERE user_id = ? AND id = ? RETURNING model_id',
    [userId, id]
  )
  if (deleted.rows.length) return { modelId: deleted.rows[0].model_id, removed: true }
  return removeFavorite(userId, id)
}
