import { Exception } from '@adonisjs/core/exceptions'
import type { HttpContext } from '@adonisjs/core/http'
import { DEFAULT_LOCALE } from '#core/i18n/locales'
import { translator } from '#core/i18n/translator'

export type DomainErrorOptions = {
  status?: number
  /** Machine-readable code sent to JSON clients (`E_…` or a module's own reason). */
  code?: string
  /** The form field the message belongs beside; without it, pages show it as a toast. */
  field?: string
  /** Values interpolated into the translated message. */
  vars?: Record<string, unknown>
  /** Extra fields JSON clients receive beside `message` (e.g. `balance`, `cost` of a 402). */
  data?: Record<string, unknown>
  /** Seconds until a rate-limited action is allowed again (`Retry-After`). */
  retryAfter?: number
  cause?: unknown
}

/**
 * A failure users can meet, thrown by any module's services with a
 * translation key so they stay usable without HTTP. The exception handler
 * (core/exceptions/handler.ts) answers every one the same way in the
 * request's language: JSON clients get `{ success: false, code, message,
 * …data }` with the status; Inertia pages and forms go back with the
 * message beside `field` (or as a toast).
 */
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

  /* Expected refusals are not incidents: a rate limit is worth an info line, a failure a warning. */
  async report(error: this, ctx: HttpContext) {
    if (error.status >= 500) ctx.logger.warn({ code: error.code, err: error.cause }, error.key)
    else if (error.status === 429) ctx.logger.info({ code: error.code }, 'rate limit reached')
  }
}

/** The one shape of "your balance does not cover this" (HTTP 402), whichever module refuses. */
export const INSUFFICIENT_BALANCE = 'E_INSUFFICIENT_BALANCE'

export function isInsufficientBalance(error: unknown): error is DomainError {
  return error instanceof DomainError && error.code === INSUFFICIENT_BALANCE
}
