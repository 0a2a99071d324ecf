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

/*
| A hold, its capture or its release inside another module's statement: a
| chat turn stores its message with the hold in one statement and its reply
| with the capture in another, autocommitted, with no BEGIN and COMMIT round
| trips (bench/chat.bench.ts). The SQL calls the wallet's functions
| (migration 1700000019400: wallet_hold_or_raise, wallet_capture,
| wallet_release), which write through ledger_move: the caller never names
| a ledger table, and a failure raises, so the caller's whole statement
| rolls back. Catch with walletErrorOf() for the wallet's usual errors.
|
| Expressions given as SQL are the caller's own columns (e.g. `r.id`), never
| user input, and hold no placeholder: the fragment's bindings are exactly
| its `?`s, in order.
*/

export type SqlPart = { sql: string; bindings: unknown[] }

export type HoldInStatement = {
  userId: number
  purpose: HeldPurpose
  metadata?: Record<string, unknown>
  /** SQL: a jsonb object of the caller's columns added to the metadata (e.g. who it was with). */
  moreMetadata?: string
  /** SQL: the points (0 holds nothing and gives the balance, a free action). */
  amount: string
  /** SQL: what caused it (e.g. `'chat_message:' || r.id`). */
  reference: string
  /** SQL: the hold's idempotency key, for the capture and the release. */
  idempotencyKey: string
}

/** An integer expression: the balance after the hold (the first one's, on a replay). */
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

/** An integer expression: the balance once the hold of that key (SQL) is captured. */
export function captureInStatement(idempotencyKey: string): SqlPart {
  return { sql: `wallet_capture(${idempotencyKey}, ?::timestamptz)`, bindings: [clock.now()] }
}

/** An integer expression: the balance once the hold of that key (SQL) is given back. */
export function releaseInStatement(idempotencyKey: string): SqlPart {
  return { sql: `wallet_release(${idempotencyKey}, ?::timestamptz)`, bindings: [clock.now()] }
}

/** An integer expression: the user's balance (a free action's answer). */
export function balanceInStatement(userId: number): SqlPart {
  return {
    sql: 'coalesce((SELECT balance FROM wallet_balances WHERE user_id = ?::bigint), 0)',
    bindings: [userId],
  }
}

/** Counts a movement such a statement made (the ledger's metrics), as the actions do. */
export function countMovedInStatement(kind: 'hold' | 'capture' | 'release', points: number) {
  if (points > 0) countLedgerMovement(kind, points)
}

/**
 * The wallet's error for a failure raised by those functions, or null for
 * any other. `key` names the hold in the error when the caller knows it (the
 * database says it only in its message text).
 */
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
