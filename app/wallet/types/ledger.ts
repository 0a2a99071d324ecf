import type { InferData } from '@adonisjs/core/types/transformers'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type LedgerHistoryTransformer from '#wallet/transformers/ledger_history_transformer'
import type { HeldPurpose, HoldCheck, TrialBalance } from '#wallet/types/ledger_accounts'
import { DomainError, INSUFFICIENT_BALANCE } from '#core/exceptions/domain_error'

export const LEDGER_KINDS = [
  'welcome_bonus',
  'purchase',
  'chat',
  'photo',
  'video',
  'custom_photo',
  'custom_video',
  'hold',
  'release',
  'refund',
  'adjustment',
  'expiry',
  // Reversal takes what the user still has (never below 0); clawback what they had spent (may go below).
  'reversal',
  'clawback',
] as const
export type LedgerKind = (typeof LEDGER_KINDS)[number]

export type CreditKind = 'welcome_bonus' | 'purchase' | 'refund' | 'adjustment'
export type SpendKind =
  'chat' | 'photo' | 'video' | 'custom_photo' | 'custom_video' | 'adjustment' | 'expiry'

export type LedgerEntryResult = {
  entryId: number
  userId: number
  amount: number
  kind: LedgerKind
  reference: string
  idempotencyKey: string
  balanceAfter: number
  createdAt: string
  replayed: boolean
}

export type MovementInput = {
  userId: number
  amount: number
  reference: string
  idempotencyKey: string
  metadata?: Record<string, unknown>
  expiresAt?: Date | null
}

export type MovementOptions = {
  client?: TransactionClientContract
}

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

export type HoldInput = MovementInput & {
  purpose: HeldPurpose
}

export type HoldResult = LedgerEntryResult & {
  holdId: number
}

export type HoldRef = number | string

export type HoldSettlement = {
  holdId: number
  userId: number
  outcome: 'captured' | 'released'
  amount: number
  releaseEntry: LedgerEntryResult | null
  balanceAfter: number
  replayed: boolean
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

export type LedgerDrift = {
  userId: number
  ledgerBalance: number
  projectedBalance: number | null
  brokenChainEntries: number
}

export type LedgerCheck = {
  accounts: number
  entries: number
  drift: LedgerDrift[]
  lotProblems: string[]
  trialBalance: TrialBalance
  holds: HoldCheck
}

export type LedgerHistoryPage = InferData<LedgerHistoryTransformer>
