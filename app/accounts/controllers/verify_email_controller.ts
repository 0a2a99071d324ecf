import type { HttpContext } from '@adonisjs/core/http'
import { verifyEmail } from '#accounts/actions/verify_email'
import { resendVerificationCode } from '#accounts/actions/resend_verification_code'
import { RESEND_COOLDOWN_SECONDS, WELCOME_BONUS } from '#accounts/rules/verification_policy'
import * as limits from '#accounts/services/rate_limits'
import { signIn } from '#accounts/controllers/web_session'
import { resendValidator, verifyEmailValidator } from '#accounts/validators/accounts'

export default class VerifyEmailController {
  show({ inertia, session }: HttpContext) {
    return inertia.render('accounts/verify_email', {
      state: session.flashMessages.get('verifyEmail') ?? null,
      resendCooldown: RESEND_COOLDOWN_SECONDS,
      welcomePoints: WELCOME_BONUS,
    })
  }

  /**
   * POST /api/auth/verify-email — 400 bad code (unknown addresses too), 410
   * expired, 429 too many. The right code sent again is a 200 that says the
   * email is already verified.
   */
  async verify(ctx: HttpContext) {
    const { email, verificationCode } = await ctx.request.validateUsing(verifyEmailValidator)
    await limits.consume('codeCheck', [ctx.request.ip()])
    const { user, balance, alreadyVerified } = await verifyEmail(email, verificationCode)
    await signIn(ctx, user)
    return {
      success: true,
      alreadyVerified,
      message: ctx.t(alreadyVerified ? 'auth.verify.alreadyDone' : 'auth.verify.success'),
      balance,
      redirect: '/',
    }
  }

  /** POST /api/auth/resend-verification — one answer for every address (the 60 s wait is the server's too). */
  async resend(ctx: HttpContext) {
    const { email } = await ctx.request.validateUsing(resendValidator)
    await limits.consume('resend', [ctx.request.ip()])
    const { retryAfter } = await resendVerificationCode(email)
    return { success: true, message: ctx.t('auth.verify.resent'), cooldown: retryAfter }
  }
}
