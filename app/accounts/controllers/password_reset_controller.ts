import type { HttpContext } from '@adonisjs/core/http'
import passwordReset from '#accounts/services/password_reset_service'
import * as limits from '#accounts/services/rate_limits'
import { signOut } from '#accounts/services/sessions'
import { forgotPasswordValidator, resetPasswordValidator } from '#accounts/validators/accounts'

export default class PasswordResetController {
  showRequest({ inertia, session }: HttpContext) {
    return inertia.render('accounts/forgot_password', {
      sent: session.flashMessages.get('resetRequested') === true,
    })
  }

  /** The same answer whether or not the address has an account (design.md #3). */
  async sendLink(ctx: HttpContext) {
    const { email } = await ctx.request.validateUsing(forgotPasswordValidator)
    await limits.consume('passwordReset', [ctx.request.ip()], 'email')
    await limits.consume('passwordReset', ['to', email], 'email')
    await passwordReset.request(email)
    ctx.session.flash('resetRequested', true)
    ctx.session.flash('toast', { type: 'success', message: ctx.t('auth.reset.linkSent') })
    return ctx.response.redirect().toRoute('password.forgot')
  }

  async showReset({ inertia, params }: HttpContext) {
    const token = String(params.token)
    return inertia.render('accounts/reset_password', {
      token,
      valid: await passwordReset.isUsable(token),
    })
  }

  async reset(ctx: HttpContext) {
    const { token, password } = await ctx.request.validateUsing(resetPasswordValidator)
    await passwordReset.reset(token, password)
    if (ctx.auth.user) await signOut(ctx)
    ctx.session.flash('toast', { type: 'success', message: ctx.t('auth.reset.success') })
    return ctx.response.redirect().toRoute('login.show')
  }
}
