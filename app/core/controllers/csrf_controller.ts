import type { HttpContext } from '@adonisjs/core/http'
import { issueCsrfToken } from '#core/csrf/csrf_tokens'

export default class CsrfController {
  /**
   * A token for the visitor's next write, asked by the browser before its
   * first one: the session (and its secret) begins here, not on a read.
   */
  async token(ctx: HttpContext) {
    const token = issueCsrfToken(ctx)
    ctx.response.header('Cache-Control', 'no-store')
    return { token }
  }
}
