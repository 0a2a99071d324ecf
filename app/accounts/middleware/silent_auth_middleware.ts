import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { signOut } from '#accounts/controllers/web_session'

/**
 * Runs on every route: finds the signed-in user, if any, for the page's
 * shared props. Ended sessions are gone from the store already; a session
 * still naming an erased account (erase deletes them, this is the backstop)
 * is ended here.
 */
export default class SilentAuthMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    // Visitors (no user id in the session) skip the guard, which would build
    // and throw an exception for each of their requests.
    const guard = ctx.auth.use('web')
    if (ctx.session.has(guard.sessionKeyName) && (await ctx.auth.check())) {
      if (ctx.auth.getUserOrFail().deletedAt) await signOut(ctx)
    }
    return next()
  }
}
