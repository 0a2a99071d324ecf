import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { signOut } from '#accounts/controllers/web_session'

// Erase deletes an account's sessions; ending one that still names an erased account here is the backstop.
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
