import type { HttpContext } from '@adonisjs/core/http'
import wallet from '#wallet/services/wallet_service'
import { CODE_TTL_MINUTES } from '#accounts/services/account_mails'
import verification, {
  RESEND_COOLDOWN_SECONDS,
} from '#accounts/services/email_verification_service'
import * as limits from '#accounts/services/rate_limits'
import { signIn } from '#accounts/services/sessions'
import { resendValidator, verifyEmailValidator } from '#accounts/validators/accounts'

export default class VerifyEmailController {
  show({ inertia, session }: HttpContext) {
    return inertia.render('accounts/verify_email', {
      state: session.flashMessages.get('verifyEmail') ?? null,
      resendCooldown: RESEND_COOLDOWN_SECONDS,
      codeMinutes: CODE_TTL_MINUTES,
    })
  }

  /** POST /api/auth/verify-email — 400 bad code, 404 unknown user, 410 expired, 429 too many. */
  async verify(ctx: HttpContext) {
    const { email, verificationCode } = await ctx.request.validateUsing(verifyEmailValidator)
    await limits.consume('codeCheck', [ctx.request.ip()])
    const { user } = await verification.verify(email, verificationCode)
    await signIn(ctx, user)
    return {
      success: true,
      message: ctx.t('auth.verify.success'),
      balance: await wallet.balanceOf(user.id),
      redirect: '/',
    }
  }

  /** POST /api/auth/resend-verification — once per 60 s per account, enforced here too. */
  async resend(ctx: HttpContext) {
    const { email } = await ctx.request.validateUsing(resendValidator)
    await limits.consume('resend', [ctx.request.ip()])
    const { retryAfter } = await verification.resend(email)
    return { success: true, message: ctx.t('auth.verify.resent'), cooldown: retryAfter }
  }
}
