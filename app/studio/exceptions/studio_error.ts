import { DomainError, INSUFFICIENT_BALANCE } from '#core/exceptions/domain_error'

/**
 * A studio refusal the user can read (a translation key and a status), rendered as every
 * DomainError; `vars` fill the message and ride along in the JSON (balance and cost on a 402, the
 * task id of a failed photo).
 */
export class StudioError extends DomainError {
  constructor(key: string, status: number, vars: Record<string, unknown> = {}) {
    super(key, {
      status,
      code:
        status === 402 ? INSUFFICIENT_BALANCE : `E_STUDIO_${key.split('.').pop()!.toUpperCase()}`,
      vars,
      data: vars,
    })
  }
}
