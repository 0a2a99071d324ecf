import type { HttpContext } from '@adonisjs/core/http'
import { issueCsrfToken } from '#core/csrf/csrf_tokens'

export default class CsrfController {
  // The session (and its secret) begins here, at the first write, not on a read.
  async token(ctx: HttpContext) {
    const token = issueCsrfToken(ctx)
    ctx.response.header('Cache-Control', 'no-store')
    return { token }
  }
}
