import { DomainError, INSUFFICIENT_BALANCE } from '#core/exceptions/domain_error'

/**
 * A chat failure the user can read: a translation key and an HTTP status, rendered as every
 * DomainError (a 402 in the shared insufficient-balance shape, with `balance` and `cost`).
 */
export class ChatError extends DomainError {
  constructor(key: string, status: number, vars: Record<string, unknown> = {}) {
    super(key, {
      status,
      code: status === 402 ? INSUFFICIENT_BALANCE : `E_CHAT_${key.split('.').pop()!.toUpperCase()}`,
      vars,
      data: status === 402 ? vars : undefined,
    })
  }
}
