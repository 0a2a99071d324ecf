/*
| The wallet's public contract (design.md, "The ledger"). Other modules use
| only this and app/wallet/services/wallet_service.ts.
*/
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

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
}

export type MovementOptions = {
  /** Run inside the caller's transaction (e.g. a payment row and its credit commit together). */
  client?: TransactionClientContract
}

/** Thrown by spend/hold when the balance does not cover the amount (HTTP 402 for users). */
export class InsufficientBalanceError extends Error {
  readonly code = 'E_INSUFFICIENT_BALANCE'
  readonly status = 402
  constructor(
    readonly balance: number,
    readonly required: number
  ) {
    super('Insufficient balance')
  }
}
