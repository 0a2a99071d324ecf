import type { HttpContext } from '@adonisjs/core/http'
import { logIn } from '#accounts/actions/log_in'
import { issueVerificationCode } from '#accounts/actions/issue_verification_code'
import { pullIntended, rememberIntended, signIn, signOut } from '#accounts/controllers/web_session'
import { loginValidator } from '#accounts/validators/accounts'
import { offerFormToken } from '#core/csrf/csrf_tokens'

export default class SessionController {
  show(ctx: HttpContext) {
    const redirect = ctx.request.qs().redirect
    if (typeof redirect === 'string') rememberIntended(ctx, redirect)
    offerFormToken(ctx)
    return ctx.inertia.render('accounts/login', {})
  }

  async store(ctx: HttpContext) {
    const { email, password } = await ctx.request.validateUsing(loginValidator)
    const user = await logIn(email, password, ctx.request.ip())
    user.locale = ctx.locale
    await user.save()

    if (!user.isVerified) {
      await issueVerificationCode(user, true)
      ctx.session.flash('verifyEmail', {
        email: user.email,
        message: ctx.t('auth.login.verifyFirst'),
      })
      return ctx.response.redirect().toRoute('verify_email.show')
    }

    await signIn(ctx, user)
    ctx.session.flash('toast', { type: 'success', message: ctx.t('auth.login.success') })
    return ctx.response.redirect(pullIntended(ctx))
  }

  async destroy(ctx: HttpContext) {
    await signOut(ctx)
    ctx.session.flash('toast', { type: 'success', message: ctx.t('auth.logout.success') })
    return ctx.response.redirect().toRoute('home')
  }
}
