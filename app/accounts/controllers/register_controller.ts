import type { HttpContext } from '@adonisjs/core/http'
import { registerUser } from '#accounts/actions/register_user'
import * as limits from '#accounts/services/rate_limits'
import { registerValidator } from '#accounts/validators/accounts'
import { offerFormToken } from '#core/csrf/csrf_tokens'
import { PASSWORD_LENGTH, USERNAME_LENGTH, VERIFICATION_CODE_DIGITS } from '#accounts/types/account'

export default class RegisterController {
  show(ctx: HttpContext) {
    offerFormToken(ctx)
    return ctx.inertia.render('accounts/register', {
      passwordLength: PASSWORD_LENGTH,
      usernameLength: USERNAME_LENGTH,
    })
  }

  async store(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(registerValidator)
    await limits.consume('register', [ctx.request.ip()])
    const user = await registerUser(input, ctx.locale)
    ctx.session.flash('verifyEmail', {
      email: user.email,
      message: ctx.t('auth.register.success', { digits: VERIFICATION_CODE_DIGITS }),
    })
    return ctx.response.redirect().toRoute('verify_email.show')
  }
}
