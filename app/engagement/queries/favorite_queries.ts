import db from '@adonisjs/lucid/services/db'
import type { Locale } from '#core/i18n/locales'
import { modelCards } from '#catalog/services/catalog_directory'
import type { FavoriteEntry, FavoriteWithModel } from '#engagement/types/favorites'

/** Reads of a user's favourites, newest first (id breaks ties). */

export async function favoriteEntries(userId: number): Promise<FavoriteEntry[]> {
  const rows = await db
    .from('favorites')
    .where('user_id', userId)
    .select('id', 'model_id', 'created_at')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
  return rows.map((row) => ({
    id: Number(row.id),
    userId,
    modelId: Number(row.model_id),
    createdAt: new Date(row.created_at).toISOString(),
  }))
}

/** The ids of the user's favourite models (the hearts on every card). */
export async function favoriteModelIds(userId: number): Promise<number[]> {
  const rows = await db.from('favorites').where('user_id', userId).select('model_id')
  return rows.map((row) => Number(row.model_id))
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
  return Number(row?.total ?? 0)
}

/** The favourites with what the profile's cards show (product.md §2, §3 Favorite). */
export async function favoritesWithModels(
  userId: number,
  locale: Locale
): Promise<FavoriteWithModel[]> {
  const entries = await favoriteEntries(userId)
  const cards = await modelCards(
    entries.map((entry) => entry.modelId),
    locale
  )
  return entries.flatMap((entry) => {
    const card = cards.get(entry.modelId)
    if (!card) return []
    return [
      {
        ...entry,
        model: {
          id: card.id,
          slug: card.slug,
          name: card.name,
          mainImage: card.image?.src ?? null,
          image: card.image,
          categoryName: card.category.name,
          description: card.description,
          rating: card.rating,
          visitCount: card.visitCount ?? 0,
        },
      },
    ]
  })
}
