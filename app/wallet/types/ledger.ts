/*
| The wallet's public contract (design.md, "The ledger"). Other modules move
| points only through app/wallet/actions (credit_points, spend_points,
| hold_points, capture_hold, release_hold, refund_points; hold_in_statement
| inside a statement of their own) and read through
| app/wallet/queries (balance_of, cost_of …), with these shapes and errors.
*/
import type { InferData } from '@adonisjs/core/types/transformers'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type LedgerHistoryTransformer from '#wallet/transformers/ledger_history_transformer'
import type { HeldPurpose, HoldCheck, TrialBalance } from '#wallet/types/ledger_accounts'
import { DomainError, INSUFFICIENT_BALANCE } from '#core/exceptions/domain_error'

/** Why points moved. Every movement is one append-only ledger entry. */
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
  // A refunded or charged-back payment's points taken back: what the user still has
  // (reversal, never below 0), then what they had spent (clawback, the one that may).
  'reversal',
  'clawback',
] as const
export type LedgerKind = (typeof LEDGER_KINDS)[number]

/** Kinds that add points. */
export type CreditKind = 'welcome_bonus' | 'purchase' | 'refund' | 'adjustment'
/** Kinds that take points for an action. */
export type SpendKind =
  'chat' | 'photo' | 'video' | 'custom_photo' | 'custom_video' | 'adjustment' | 'expiry'

export type LedgerEntryResult = {
  entryId: number
  userId: number
  /** Signed: positive adds points, negative takes them. */
  amount: number
  kind: LedgerKind
  /** What caused it, e.g. "payment:stripe:pi_123", "photo_request:42". */
  reference: string
  idempotencyKey: string
  balanceAfter: number
  createdAt: string
  /** True when this idempotency key was seen before: the first result is returned, nothing moved. */
  replayed: boolean
}

export type MovementInput = {
  userId: number
  /** Positive number of points. */
  amount: number
  reference: string
  /** Unique per intended movement; a replay returns the first result. */
  idempotencyKey: string
  /** Free-form details kept with the entry (package id, reason, staff id …). */
  metadata?: Record<string, unknown>
  /** Adjustment credits only: when their lot expires (staff decide; default never). */
  expiresAt?: Date | null
}

export type MovementOptions = {
  /** Run inside the caller's transaction (e.g. a payment row and its credit commit together). */
  client?: TransactionClientContract
}

/**
 * Thrown by spend/hold when the balance does not cover the amount: whichever
 * module lets it reach a request, users get the one 402 shape
 * (`code: E_INSUFFICIENT_BALANCE`, `balance`, `cost`) that opens the recharge modal.
 */
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

/** A hold: points reserved (taken from the balance) until captured or released. */
export type HoldInput = MovementInput & {
  /**
   * What the points are reserved for (held:<purpose>, spent:<purpose> on capture); kept in
   * the metadata. `dispute`: frozen while a payment is disputed, released, never captured.
   */
  purpose: HeldPurpose
}

export type HoldResult = LedgerEntryResult & {
  /** Pass it (or the hold's idempotency key) to captureHold() or releaseHold(). */
  holdId: number
}

/** A hold is named by its id or by the idempotency key it was created with. */
export type HoldRef = number | string

export type HoldSettlement = {
  holdId: number
  userId: number
  outcome: 'captured' | 'released'
  /** The points the hold took; given back on release. */
  amount: number
  /** The release entry (a release gives the points back); null on capture. */
  releaseEntry: LedgerEntryResult | null
  balanceAfter: number
  /** True when the hold had already been settled this way: nothing moved. */
  replayed: boolean
}

/** An idempotency key reused for a different movement (other user, amount, kind or reference). */
export class IdempotencyConflictError extends Error {
  readonly code = 'E_IDEMPOTENCY_CONFLICT'
  readonly status = 409
  constructor(readonly idempotencyKey: string) {
    super(`Idempotency key "${idempotencyKey}" was already used for a different movement`)
  }
}

/** captureHold() after a release, releaseHold() after a capture, or an unknown hold. */
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

/** A movement the ledger refuses before touching the database (bad amount, empty key …). */
export class InvalidMovementError extends Error {
  readonly code = 'E_INVALID_MOVEMENT'
  readonly status = 400
}

/** Drift found by the ledger check: projection and entries disagree for a user. */
export type LedgerDrift = {
  userId: number
  /** What the entries add up to. */
  ledgerBalance: number
  /** What wallet_balances says (null when the projection row is missing). */
  projectedBalance: number | null
  /** Entries whose balance_after does not follow from the previous one. */
  brokenChainEntries: number
}

/** What ledger:verify (and the daily job) finds. */
export type LedgerCheck = {
  accounts: number
  entries: number
  drift: LedgerDrift[]
  /** Lots and takes that disagree with the entries or the balances (empty when sound). */
  lotProblems: string[]
  /** Every account summed (the users' projections and the counter-accounts): total 0. */
  trialBalance: TrialBalance
  /** Holds settled exactly once or open, and the held projections. */
  holds: HoldCheck
}

/** One page of a user's points history (the profile's transactions tab). */
export type LedgerHistoryPage = InferData<LedgerHistoryTransformer>
