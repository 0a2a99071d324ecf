import type { HttpContext } from '@adonisjs/core/http'
import { AGE_COOKIE } from '#core/http/site'
import { redirectBack } from '#core/http/redirect_back'

export default class AgeGateController {
  /**
   * The age gate's confirmation as a plain form post: a click before the
   * page's script runs is kept (the script, once there, sets the same
   * cookie itself, inertia/lib/preferences.ts). Back to the page it was on.
   */
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
