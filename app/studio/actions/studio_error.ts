import { Exception } from '@adonisjs/core/exceptions'
import type { HttpContext } from '@adonisjs/core/http'

/**
 * A studio refusal the user can read (a translation key and a status, plus
 * figures such as balance and cost on a 402). Nothing was charged when it
 * is thrown.
 */
export class StudioError extends Exception {
  constructor(
    readonly key: string,
    status: number,
    readonly vars: Record<string, unknown> = {}
  ) {
    super(key, { status, code: `E_STUDIO_${key.split('.').pop()!.toUpperCase()}` })
  }

  async report() {}

  async handle(error: this, ctx: HttpContext) {
    return ctx.response.status(error.status).send({
      success: false,
      code: error.code,
      message: String(ctx.t(error.key, error.vars as never)),
      ...error.vars,
    })
  }
}
