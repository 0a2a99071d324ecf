import type { PersonalDataOwner } from '#accounts/types/personal_data'
import { favoritesWithModels } from '#engagement/queries/favorite_queries'

/**
 * Favourites' part of "export my data" (registered in providers/engagement_provider.ts;
 * the erasure is actions/erase_favorites).
 */
export async function exportFavorites(owner: PersonalDataOwner) {
  const favorites = await favoritesWithModels(owner.id, 'en')
  return favorites.map((favorite) => ({
    modelId: favorite.modelId,
    model: favorite.model.name,
    addedAt: favorite.createdAt,
  }))
}
