import type { HttpContext } from '@adonisjs/core/http'
import { requestPasswordReset } from '#accounts/actions/request_password_reset'
import { resetPassword } from '#accounts/actions/reset_password'
import { isResetLinkUsable } from '#accounts/queries/reset_link'
import * as limits from '#accounts/services/rate_limits'
import { signOut } from '#accounts/controllers/web_session'
import { forgotPasswordValidator, resetPasswordValidator } from '#accounts/validators/accounts'
import { offerFormToken } from '#core/csrf/csrf_tokens'
import { PASSWORD_LENGTH } from '#accounts/types/account'

export default class PasswordResetController {
  showRequest(ctx: HttpContext) {
    offerFormToken(ctx)
    return ctx.inertia.render('accounts/forgot_password', {
      sent: ctx.session.flashMessages.get('resetRequested') === true,
    })
  }

  // The same answer whether or not the address has an account.
  async sendLink(ctx: HttpContext) {
    const { email } = await ctx.request.validateUsing(forgotPasswordValidator)
    await limits.consume('passwordReset', [ctx.request.ip()], 'email')
    await limits.consume('passwordReset', ['to', email], 'email')
    await requestPasswordReset(email)
    ctx.session.flash('resetRequested', true)
    ctx.session.flash('toast', { type: 'success', message: ctx.t('auth.reset.linkSent') })
    return ctx.response.redirect().toRoute('password.forgot')
  }

  async showReset(ctx: HttpContext) {
    const token = String(ctx.params.token)
    offerFormToken(ctx)
    return ctx.inertia.render('accounts/reset_password', {
      token,
      valid: await isResetLinkUsable(token),
      passwordLength: PASSWORD_LENGTH,
    })
  }

  async reset(ctx: HttpContext) {
    const { token, password } = await ctx.request.validateUsing(resetPasswordValidator)
    await resetPassword(token, password)
    if (ctx.auth.user) await signOut(ctx)
    ctx.session.flash('toast', { type: 'success', message: ctx.t('auth.reset.success') })
    return ctx.response.redirect().toRoute('login.show')
  }
}
