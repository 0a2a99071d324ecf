import { DomainError } from '#core/exceptions/domain_error'

type Options = {
  status?: number
  code?: string
  field?: string
  vars?: Record<string, unknown>
  retryAfter?: number
}

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
