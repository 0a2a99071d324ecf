import type { HttpContext } from '@adonisjs/core/http'
import { FavoriteError } from '#engagement/exceptions/favorite_error'
import { modelExists } from '#catalog/queries/model_exists'
import { addFavorite } from '#engagement/actions/add_favorite'
import { removeFavoriteByIdOrModel } from '#engagement/actions/remove_favorite'
import { toggleFavorite } from '#engagement/actions/toggle_favorite'
import {
  favoriteEntries,
  favoritesWithModels,
  isFavorite as isFavoriteOf,
} from '#engagement/queries/favorite_queries'
import { addFavoriteValidator } from '#engagement/validators/favorites'
import { ok, published } from '#core/http/json_answer'

/** Favourites' JSON API in every shape the public API documents. */
export default class FavoritesController {
  /** GET /favorites: the user's favourites with their models, newest first. */
  async index(ctx: HttpContext) {
    const user = ctx.auth.getUserOrFail()
    return ok(await favoritesWithModels(user.id, ctx.locale))
  }

  /** GET /users/{userId}/favorites: own id only. */
  async ofUser(ctx: HttpContext) {
    const user = ctx.auth.getUserOrFail()
    if (ctx.params.userId !== user.id) throw new FavoriteError('forbidden')
    return ok(await favoriteEntries(user.id))
  }

  /** POST /favorites {modelId} */
  async store(ctx: HttpContext) {
    const user = ctx.auth.getUserOrFail()
    const { modelId } = await ctx.request.validateUsing(addFavoriteValidator)
    return this.#added(ctx, modelId, await addFavorite(user.id, modelId))
  }

  /** POST /favorites/{modelId} (the model page) */
  async add(ctx: HttpContext) {
    const user = ctx.auth.getUserOrFail()
    const modelId = ctx.params.modelId
    return this.#added(ctx, modelId, await addFavorite(user.id, modelId))
  }

  /** POST /favorites/{modelId}/toggle */
  async toggle(ctx: HttpContext) {
    const user = ctx.auth.getUserOrFail()
    return ok(await toggleFavorite(user.id, ctx.params.modelId))
  }

  /** DELETE /favorites/{id}: a favourite id or a model id, both the user's own row. */
  async destroy(ctx: HttpContext) {
    const user = ctx.auth.getUserOrFail()
    const result = await removeFavoriteByIdOrModel(user.id, ctx.params.id)
    return ok({ ...result, isFavorite: false })
  }

  /** GET /favorites/check/{modelId} */
  async check(ctx: HttpContext) {
    const user = ctx.auth.getUserOrFail()
    const modelId = ctx.params.modelId
    const isFavorite = await isFavoriteOf(user.id, modelId)
    if (!isFavorite && !(await modelExists(modelId))) {
      throw new FavoriteError('modelNotFound')
    }
    return published.favoriteCheck(modelId, isFavorite)
  }

  #added(ctx: HttpContext, modelId: number, result: { id: number; created: boolean }) {
    ctx.response.status(result.created ? 201 : 200)
    return ok({ id: result.id, modelId, isFavorite: true })
  }
}
