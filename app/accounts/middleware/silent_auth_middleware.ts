import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { isCurrent, signOut } from '#accounts/services/sessions'

/**
 * Runs on every route: finds the signed-in user, if any, for the page's
 * shared props. A session pinned to an older session version (password
 * reset or change elsewhere) or to a deleted account is ended here.
 */
export default class SilentAuthMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    // Visitors (no user id in the session) skip the guard, which would build
    // and throw an exception for each of their requests.
    const guard = ctx.auth.use('web')
    if (ctx.session.has(guard.sessionKeyName) && (await ctx.auth.check())) {
      const user = ctx.auth.user!
      if (!isCurrent(ctx, user)) await signOut(ctx)
    }
    return next()
  }
}
