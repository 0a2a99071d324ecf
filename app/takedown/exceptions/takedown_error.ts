import { DomainError, type DomainErrorOptions } from '#core/exceptions/domain_error'

export class TakedownError extends DomainError {
  constructor(key: string, options: DomainErrorOptions = {}) {
    super(key, { status: 422, code: 'E_TAKEDOWN', ...options })
  }
}
