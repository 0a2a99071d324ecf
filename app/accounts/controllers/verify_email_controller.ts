import type { HttpContext } from '@adonisjs/core/http'
import { verifyEmail } from '#accounts/actions/verify_email'
import { resendVerificationCode } from '#accounts/actions/resend_verification_code'
import { RESEND_COOLDOWN_SECONDS, WELCOME_BONUS } from '#accounts/rules/verification_policy'
import * as limits from '#accounts/services/rate_limits'
import { signIn } from '#accounts/controllers/web_session'
import { resendValidator, verifyEmailValidator } from '#accounts/validators/accounts'
import { VERIFICATION_CODE_DIGITS } from '#accounts/types/account'
import { offerFormToken } from '#core/csrf/csrf_tokens'
import { isPlainFormPost } from '#core/http/site'
import { ok } from '#core/http/json_answer'
import { EMAIL_MAX_LENGTH } from '#core/mail/email_address'

// A plain form post (sent before the page's script ran): the address travels in the flash.
function keepPageFor(ctx: HttpContext, message?: string) {
  const email = ctx.request.input('email')
  if (typeof email === 'string' && email.length <= EMAIL_MAX_LENGTH) {
    ctx.session.flash('verifyEmail', { email, message: message ?? null })
  }
}

export default class VerifyEmailController {
  show(ctx: HttpContext) {
    offerFormToken(ctx)
    return ctx.inertia.render('accounts/verify_email', {
      state: ctx.session.flashMessages.get('verifyEmail') ?? null,
      resendCooldown: RESEND_COOLDOWN_SECONDS,
      welcomePoints: WELCOME_BONUS,
      codeLength: VERIFICATION_CODE_DIGITS,
    })
  }

  async verify(ctx: HttpContext) {
    const plainPost = isPlainFormPost(ctx)
    if (plainPost) keepPageFor(ctx)
    const { email, verificationCode } = await ctx.request.validateUsing(verifyEmailValidator)
    await limits.consume('codeCheck', [ctx.request.ip()])
    const { user, balance, alreadyVerified } = await verifyEmail(email, verificationCode)
    await signIn(ctx, user)
    const message = ctx.t(alreadyVerified ? 'auth.verify.alreadyDone' : 'auth.verify.success')
    if (plainPost) {
      ctx.session.flash('toast', { type: 'success', message })
      return ctx.response.redirect().toRoute('home')
    }
    return ok({ alreadyVerified, balance, redirect: '/' }, message)
  }

  async resend(ctx: HttpContext) {
    if (isPlainFormPost(ctx)) keepPageFor(ctx)
    const { email } = await ctx.request.validateUsing(resendValidator)
    await limits.consume('resend', [ctx.request.ip()])
    const { retryAfter } = await resendVerificationCode(email)
    const message = ctx.t('auth.verify.resent')
    if (isPlainFormPost(ctx)) {
      keepPageFor(ctx, message)
      return ctx.response.redirect().toRoute('verify_email.show')
    }
    return ok({ cooldown: retryAfter }, message)
  }
}
