import { Exception } from '@adonisjs/core/exceptions'
import type { HttpContext } from '@adonisjs/core/http'
import { DEFAULT_LOCALE } from '#core/i18n/locales'
import { translator } from '#core/i18n/translator'

export type DomainErrorOptions = {
  status?: number
  code?: string
  field?: string
  vars?: Record<string, unknown>
  data?: Record<string, unknown>
  retryAfter?: number
  cause?: unknown
}

// Thrown with a translation key, so services stay usable without HTTP; the handler answers every one alike.
export class DomainError extends Exception {
  readonly key: string
  readonly field?: string
  readonly vars: Record<string, unknown>
  readonly data: Record<string, unknown>
  readonly retryAfter?: number

  constructor(key: string, options: DomainErrorOptions = {}) {
    super(key, {
      status: options.status ?? 400,
      code: options.code ?? 'E_DOMAIN',
      cause: options.cause,
    })
    this.key = key
    this.field = options.field
    this.vars = options.vars ?? {}
    this.data = options.data ?? {}
    this.retryAfter = options.retryAfter
  }

  translate(t = translator(DEFAULT_LOCALE)) {
    return String(t(this.key, this.vars as never))
  }

  // Expected refusals are not incidents: a rate limit is worth an info line, a failure a warning.
  async report(error: this, ctx: HttpContext) {
    if (error.status >= 500) ctx.logger.warn({ code: error.code, err: error.cause }, error.key)
    else if (error.status === 429) ctx.logger.info({ code: error.code }, 'rate limit reached')
  }
}

export const INSUFFICIENT_BALANCE = 'E_INSUFFICIENT_BALANCE'

export function isInsufficientBalance(error: unknown): error is DomainError {
  return error instanceof DomainError && error.code === INSUFFICIENT_BALANCE
}
