import db from '@adonisjs/lucid/services/db'
import type { Locale } from '#core/i18n/locales'
import { modelCards } from '#catalog/queries/model_cards'
import FavoriteTransformer, {
  type FavoriteRow,
} from '#engagement/transformers/favorite_transformer'
import FavoriteWithModelTransformer from '#engagement/transformers/favorite_with_model_transformer'

/** Reads of a user's favourites, newest first (id breaks ties). */

function favoriteRows(userId: number): Promise<FavoriteRow[]> {
  return db
    .from('favorites')
    .where('user_id', userId)
    .select('id', 'user_id', 'model_id', 'created_at')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
}

export async function favoriteEntries(userId: number) {
  const rows = await favoriteRows(userId)
  return rows.map((row) => new FavoriteTransformer(row).toObject())
}

/** The ids of the user's favourite models (the hearts on every card). */
export async function favoriteModelIds(userId: number): Promise<number[]> {
  const rows = await db.from('favorites').where('user_id', userId).select('model_id')
  return rows.map((row) => row.model_id as number)
}

export async function isFavorite(userId: number, modelId: number) {
  const row = await db
    .from('favorites')
    .where({ user_id: userId, model_id: modelId })
    .select('id')
    .first()
  return !!row
}

export async function countFavorites(userId: number): Promise<number> {
  const row = await db.from('favorites').where('user_id', userId).count('* as total').first()
  return row?.total ?? 0
}

/** The favourites with what the profile's cards show. */
export async function favoritesWithModels(userId: number, locale: Locale) {
  const rows = await favoriteRows(userId)
  const cards = await modelCards(
    rows.map((row) => row.model_id),
    locale
  )
  return rows.flatMap((favorite) => {
    const card = cards.get(favorite.model_id)
    return card ? [new FavoriteWithModelTransformer({ favorite, card }).toObject()] : []
  })
}
