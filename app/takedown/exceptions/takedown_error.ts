import { DomainError, type DomainErrorOptions } from '#core/exceptions/domain_error'

/** A failure of the removal-request pages a user or a staff member can meet. */
export class TakedownError extends DomainError {
  constructor(key: string, options: DomainErrorOptions = {}) {
    super(key, { status: 422, code: 'E_TAKEDOWN', ...options })
  }
}
