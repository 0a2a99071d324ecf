import { Exception } from '@adonisjs/core/exceptions'
import type { HttpContext } from '@adonisjs/core/http'
import { DEFAULT_LOCALE } from '#core/i18n/locales'
import { wantsJson } from '#core/http/site'
import { translator } from '#core/i18n/translator'
import { flashInput } from '#core/http/flash_input'
import { redirectBack } from '#core/http/redirect_back'

type Options = {
  status?: number
  code?: string
  /** The form field the message belongs beside; 'form' for the whole form. */
  field?: string
  vars?: Record<string, unknown>
  /** Seconds until a rate-limited action is allowed again. */
  retryAfter?: number
}

/**
 * A user-facing failure of the accounts module (invalid code, wrong
 * credentials, too many attempts …). Services throw it with a translation
 * key, so they stay usable without HTTP; when it reaches a request it
 * answers in that request's language: JSON clients get
 * `{ success: false, message, code }` with the status, Inertia forms get the
 * message beside the field and go back.
 */
export class AccountError extends Exception {
  readonly key: string
  readonly field: string
  readonly vars: Record<string, unknown>
  readonly retryAfter?: number

  constructor(key: string, options: Options = {}) {
    super(key, { status: options.status ?? 400, code: options.code ?? 'E_ACCOUNT' })
    this.key = key
    this.field = options.field ?? 'form'
    this.vars = options.vars ?? {}
    this.retryAfter = options.retryAfter
  }

  translate(t = translator(DEFAULT_LOCALE)) {
    return String(t(this.key, this.vars as never))
  }

  /* Expected user errors are not incidents; only rate-limit hits are worth a log line. */
  async report(error: this, ctx: HttpContext) {
    if (error.status === 429) ctx.logger.info({ code: error.code }, 'rate limit reached')
  }

  async handle(error: this, ctx: HttpContext) {
    const message = error.translate(ctx.t)
    if (error.retryAfter !== undefined) {
      ctx.response.header('Retry-After', String(error.retryAfter))
    }
    if (wantsJson(ctx)) {
      return ctx.response.status(error.status).send({
        success: false,
        message,
        code: error.code,
        ...(error.retryAfter !== undefined ? { retryAfter: error.retryAfter } : {}),
      })
    }
    flashInput(ctx)
    ctx.session.flash('inputErrorsBag', { [error.field]: [message] })
    return redirectBack(ctx)
  }
}

/** Too many attempts of something rate-limited; carries the wait in seconds. */
export function tooManyAttempts(retryAfter: number, field = 'form') {
  const seconds = Math.max(1, Math.ceil(retryAfter))
  return new AccountError('errors.tooManyAttempts', {
    status: 429,
    code: 'E_TOO_MANY_REQUESTS',
    field,
    vars: { seconds },
    retryAfter: seconds,
  })
}
