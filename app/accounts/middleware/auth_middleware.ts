import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { wantsJson } from '#core/http/site'
import { AccountError } from '#accounts/exceptions/account_error'
import { rememberIntended } from '#accounts/controllers/web_session'

export type AuthRefusal = { message: string; code: string }

// Runs after the silent auth, so an ended session counts as signed out.
export default class AuthMiddleware {
  async handle(ctx: HttpContext, next: NextFn, refusal?: AuthRefusal) {
    if (ctx.auth.isAuthenticated && ctx.auth.user) return next()
    if (wantsJson(ctx)) {
      throw new AccountError(refusal?.message ?? 'auth.loginRequired', {
        status: 401,
        code: refusal?.code ?? 'E_UNAUTHORIZED_ACCESS',
      })
    }
    if (ctx.request.method() === 'GET') rememberIntended(ctx, ctx.request.url(true))
    ctx.session.flash('toast', { type: 'error', message: ctx.t('auth.loginRequired') })
    return ctx.response.redirect().toRoute('login.show')
  }
}
