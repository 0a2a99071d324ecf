import db from '@adonisjs/lucid/services/db'
import { modelExists } from '#catalog/queries/model_exists'
import { FavoriteError } from '#engagement/exceptions/favorite_error'

const FOREIGN_KEY_VIOLATION = '23503'

/**
 * Adds a model to the user's favourites; adding it again is a no-op that returns the same row. One
 * upsert on the unique (user, model) index, so a concurrent add or remove can neither duplicate the
 * row nor lose the answer (`xmax = 0` tells a new row from an existing one).
 */
export async function addFavorite(userId: number, modelId: number) {
  if (!(await modelExists(modelId))) throw new FavoriteError('modelNotFound')
  try {
    const result = await db.rawQuery(
      `INSERT INTO favorites (user_id, model_id) VALUES (?, ?)
       ON CONFLICT (user_id, model_id) DO UPDATE SET user_id = EXCLUDED.user_id
       RETURNING id, (xmax = 0) AS created`,
      [userId, modelId]
    )
    return { id: result.rows[0].id as number, created: result.rows[0].created as boolean }
  } catch (error) {
    // The model was deleted between the check and the insert.
    if ((error as { code?: string }).code === FOREIGN_KEY_VIOLATION) {
      throw new FavoriteError('modelNotFound')
    }
    throw error
  }
}
