import { Exception } from '@adonisjs/core/exceptions'
import type { HttpContext } from '@adonisjs/core/http'

export type FavoriteErrorReason = 'loginRequired' | 'forbidden' | 'modelNotFound'

const STATUS: Record<FavoriteErrorReason, number> = {
  loginRequired: 401,
  forbidden: 403,
  modelNotFound: 404,
}

/**
 * A favourites failure users can meet: JSON `{ success: false, message,
 * code }` in the request's language (`favorites.errors.<reason>`).
 */
export class FavoriteError extends Exception {
  constructor(readonly reason: FavoriteErrorReason) {
    super(reason, { status: STATUS[reason], code: `E_FAVORITE_${reason.toUpperCase()}` })
  }

  /* Expected user errors are not incidents. */
  async report() {}

  async handle(error: this, ctx: HttpContext) {
    ctx.response.status(error.status).send({
      success: false,
      message: ctx.t(`favorites.errors.${error.reason}`),
      code: error.code,
    })
  }
}
