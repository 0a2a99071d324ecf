import { DomainError, INSUFFICIENT_BALANCE } from '#core/exceptions/domain_error'
import type { HoldRef } from '#ledger/types/ledger'

// Every module that lets it reach a request answers the same 402 shape, which opens the recharge modal.
export class InsufficientBalanceError extends DomainError {
  constructor(
    readonly balance: number,
    readonly required: number
  ) {
    super('errors.insufficientBalance', {
      status: 402,
      code: INSUFFICIENT_BALANCE,
      data: { balance, cost: required },
    })
  }
}

export class IdempotencyConflictError extends Error {
  readonly code = 'E_IDEMPOTENCY_CONFLICT'
  readonly status = 409
  constructor(readonly idempotencyKey: string) {
    super(`Idempotency key "${idempotencyKey}" was already used for a different movement`)
  }
}

export class HoldSettlementError extends Error {
  readonly code = 'E_HOLD_SETTLEMENT'
  readonly status = 409
  constructor(
    readonly hold: HoldRef,
    readonly reason: 'not_found' | 'already_captured' | 'already_released'
  ) {
    super(`Hold ${hold}: ${reason.replace('_', ' ')}`)
  }
}

export class InvalidMovementError extends Error {
  readonly code = 'E_INVALID_MOVEMENT'
  readonly status = 400
}

/** A cost an operator set that is not a known action or a whole number in range. */
export class InvalidCostError extends Error {}
