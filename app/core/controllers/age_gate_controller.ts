import type { HttpContext } from '@adonisjs/core/http'
import { AGE_COOKIE } from '#core/http/site'
import { redirectBack } from '#core/http/redirect_back'

export default class AgeGateController {
  // A plain form post, so a click before the page's script runs is kept.
  confirm(ctx: HttpContext) {
    ctx.response.plainCookie(AGE_COOKIE, '1', {
      encode: false,
      httpOnly: false,
      maxAge: '1y',
      sameSite: 'lax',
    })
    return redirectBack(ctx, 303)
  }
}
