import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/** Login, sign-up and password pages are for visitors; signed-in users go home. */
export default class GuestMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    if (ctx.auth.isAuthenticated && ctx.auth.user) return ctx.response.redirect().toRoute('home')
    return next()
  }
}
