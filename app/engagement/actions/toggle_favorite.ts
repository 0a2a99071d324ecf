import db from '@adonisjs/lucid/services/db'
import { modelExists } from '#catalog/queries/model_exists'
import { FavoriteError } from '#engagement/exceptions/favorite_error'

const FOREIGN_KEY_VIOLATION = '23503'

/**
 * Adds the model when absent, removes it when present, in one statement: concurrent toggles each
 * flip or find the other's row, and the unique index leaves one row or none, never an error.
 */
export async function toggleFavorite(userId: number, modelId: number) {
  if (!(await modelExists(modelId))) throw new FavoriteError('modelNotFound')
  const result = await db
    .rawQuery(
      `WITH removed AS (
       DELETE FROM favorites WHERE user_id = ? AND model_id = ? RETURNING id
     ), added AS (
       INSERT INTO favorites (user_id, model_id)
       SELECT ?, ? WHERE NOT EXISTS (SELECT 1 FROM removed)
       ON CONFLICT (user_id, model_id) DO NOTHING RETURNING id
     )
     SELECT (SELECT count(*) FROM removed) AS removed`,
      [userId, modelId, userId, modelId]
    )
    .catch((error) => {
      // The model was deleted between the check and the insert.
      if (error?.code === FOREIGN_KEY_VIOLATION) throw new FavoriteError('modelNotFound')
      throw error
    })
  return { modelId, isFavorite: result.rows[0].removed === 0 }
}
