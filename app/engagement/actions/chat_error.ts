import { Exception } from '@adonisjs/core/exceptions'
import type { HttpContext } from '@adonisjs/core/http'
import { wantsJson } from '#core/http/site'
import { redirectBack } from '#core/http/redirect_back'

/**
 * A chat failure the user can read: a translation key and an HTTP status.
 * Nothing was charged when it is thrown (a hold taken before is released).
 */
export class ChatError extends Exception {
  constructor(
    readonly key: string,
    status: number,
    readonly vars: Record<string, unknown> = {}
  ) {
    super(key, { status, code: `E_CHAT_${key.split('.').pop()!.toUpperCase()}` })
  }

  /* Refusals (402, 422, 404) are expected; only a failed reply is worth a log line. */
  async report(error: this, ctx: HttpContext) {
    if (error.status >= 500) ctx.logger.warn({ code: error.code }, 'chat reply failed')
  }

  async handle(error: this, ctx: HttpContext) {
    const message = String(ctx.t(error.key, error.vars as never))
    if (wantsJson(ctx) || ctx.request.method() !== 'GET') {
      return ctx.response.status(error.status).send({ success: false, code: error.code, message })
    }
    ctx.session.flash('toast', { type: 'error', message })
    return redirectBack(ctx)
  }
}
