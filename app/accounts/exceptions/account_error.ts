import { DomainError } from '#core/exceptions/domain_error'

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
 * credentials, too many attempts …), rendered by the exception handler as
 * every DomainError is. Its messages belong to a form: 'form' by default.
 */
export class AccountError extends DomainError {
  declare readonly field: string

  constructor(key: string, options: Options = {}) {
    super(key, {
      status: options.status ?? 400,
      code: options.code ?? 'E_ACCOUNT',
      field: options.field ?? 'form',
      vars: options.vars,
      retryAfter: options.retryAfter,
      data: options.retryAfter !== undefined ? { retryAfter: options.retryAfter } : undefined,
    })
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
