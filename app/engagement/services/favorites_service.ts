import type { Locale } from '#core/i18n/locales'
import { modelExists } from '#catalog/queries/model_exists'
import { addFavorite } from '#engagement/actions/add_favorite'
import { removeFavorite, removeFavoriteByIdOrModel } from '#engagement/actions/remove_favorite'
import { toggleFavorite } from '#engagement/actions/toggle_favorite'
import * as queries from '#engagement/queries/favorite_queries'

/**
 * Favourites' public service (other modules, e.g. the profile, use this):
 * the signed-in user's favourite models, keyed by model id (design.md #7).
 */
export class FavoritesService {
  add(userId: number, modelId: number) {
    return addFavorite(userId, modelId)
  }

  remove(userId: number, modelId: number) {
    return removeFavorite(userId, modelId)
  }

  removeByIdOrModel(userId: number, id: number) {
    return removeFavoriteByIdOrModel(userId, id)
  }

  toggle(userId: number, modelId: number) {
    return toggleFavorite(userId, modelId)
  }

  entries(userId: number) {
    return queries.favoriteEntries(userId)
  }

  modelIds(userId: number) {
    return queries.favoriteModelIds(userId)
  }

  isFavorite(userId: number, modelId: number) {
    return queries.isFavorite(userId, modelId)
  }

  modelExists(modelId: number) {
    return modelExists(modelId)
  }

  count(userId: number) {
    return queries.countFavorites(userId)
  }

  withModels(userId: number, locale: Locale) {
    return queries.favoritesWithModels(userId, locale)
  }
}

export default new FavoritesService()
