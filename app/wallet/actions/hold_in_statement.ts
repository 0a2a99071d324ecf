import {
  HoldSettlementError,
  IdempotencyConflictError,
  InsufficientBalanceError,
  InvalidMovementError,
} from '#wallet/types/ledger'
import { HELD_PURPOSES, type HeldPurpose } from '#wallet/types/ledger_accounts'
import { LOT_METADATA_KEYS, withoutLotKeys } from '#wallet/rules/expiry_policy'
import { clock } from '#core/clock'
import { countLedgerMovement } from '#core/metrics/wallet_metrics'

// A hold, capture or release inside another module's autocommitted statement (a chat turn),
// through the wallet's SQL functions: a failure raises, so the caller's statement rolls back.
// Expressions given as SQL are the caller's own columns, never user input, and hold no `?`.

export type SqlPart = { sql: string; bindings: unknown[] }

export type HoldInStatement = {
  userId: number
  purpose: HeldPurpose
  metadata?: Record<string, unknown>
  moreMetadata?: string
  /** SQL: the points (0 holds nothing and gives the balance, a free action). */
  amount: string
  reference: string
  idempotencyKey: string
}

export function holdInStatement(input: HoldInStatement): SqlPart {
  if (!HELD_PURPOSES.includes(input.purpose)) {
    throw new InvalidMovementError(`${input.purpose} is not what a hold is for`)
  }
  const metadata = JSON.stringify(withoutLotKeys(input.metadata))
  // Lot keys are the ledger's own: whatever the caller's columns say, they are dropped.
  const more = input.moreMetadata
    ? ` || ((${input.moreMetadata}) - array['${LOT_METADATA_KEYS.join("','")}'])`
    : ''
  return {
    sql: `wallet_hold_or_raise(?::bigint, (${input.amount})::integer, ?, ${input.reference},
      ${input.idempotencyKey}, ?::jsonb${more}, ?::timestamptz)`,
    bindings: [input.userId, input.purpose, metadata, clock.now()],
  }
}

export function captureInStatement(idempotencyKey: string): SqlPart {
  return { sql: `wallet_capture(${idempotencyKey}, ?::timestamptz)`, bindings: [clock.now()] }
}

export function releaseInStatement(idempotencyKey: string): SqlPart {
  return { sql: `wallet_release(${idempotencyKey}, ?::timestamptz)`, bindings: [clock.now()] }
}

export function balanceInStatement(userId: number): SqlPart {
  return {
    sql: 'coalesce((SELECT balance FROM wallet_balances WHERE user_id = ?::bigint), 0)',
    bindings: [userId],
  }
}

export function countMovedInStatement(kind: 'hold' | 'capture' | 'release', points: number) {
  if (points > 0) countLedgerMovement(kind, points)
}

// The database names the hold only in its message text, so the caller passes `key`.
export function walletErrorOf(error: unknown, key = '') {
  const { code, detail } = (error ?? {}) as { code?: string; detail?: string }
  if (code === 'WL402' && detail) {
    const { balance, required } = JSON.parse(detail) as { balance: number; required: number }
    return new InsufficientBalanceError(balance, required)
  }
  if (code === 'WL404') return new HoldSettlementError(detail || key, 'not_found')
  if (code === 'WL409' && detail === 'idempotency_conflict') {
    return new IdempotencyConflictError(key)
  }
  if (code === 'WL409') {
    return new HoldSettlementError(key, detail as 'already_captured' | 'already_released')
  }
  return null
}
