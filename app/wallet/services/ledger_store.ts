import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import {
  HoldSettlementError,
  IdempotencyConflictError,
  InsufficientBalanceError,
  type HoldRef,
  type LedgerEntryResult,
  type LedgerKind,
  type MovementInput,
  type MovementOptions,
} from '#wallet/types/ledger'
import type { LedgerRow } from '#wallet/types/ledger_rows'
import { clock } from '#core/clock'
import { countLedgerMovement } from '#core/metrics/wallet_metrics'

/**
 * The ledger's persistence adapter: the SQL under the wallet's actions
 * (ledger_move, the balance lock, the hold settlements). It stays in
 * services/ as the one place that knows the ledger tables' write path; the
 * use cases in actions/ decide what moves, this decides how it is stored.
 * Every write runs in a transaction (the caller's, or one of its own) that
 * first locks the user's projection row, so movements of one user are
 * serialised and balance_after is exact.
 */

export function toResult(row: LedgerRow, replayed: boolean): LedgerEntryResult {
  return {
    entryId: Number(row.id),
    userId: Number(row.user_id),
    amount: row.amount,
    kind: row.kind,
    reference: row.reference,
    idempotencyKey: row.idempotency_key,
    balanceAfter: row.balance_after,
    createdAt: new Date(row.created_at).toISOString(),
    replayed,
  }
}

/**
 * Runs a movement that is one statement (appendEntry) on the caller's
 * transaction when given one, else straight on the pool: PostgreSQL runs a
 * lone statement atomically in its own implicit transaction, so a BEGIN and
 * a COMMIT would only add two round trips (bench/ledger.bench.ts). A
 * movement that grows to several statements (e.g. spending from lots) must
 * use inTransaction instead.
 */
export function inStatement<T>(
  options: MovementOptions | undefined,
  work: (client: QueryClientContract) => Promise<T>
): Promise<T> {
  return work(options?.client ?? db.connection())
}

/** Runs `work` in the caller's transaction when given one, else in a new one. */
export function inTransaction<T>(
  options: MovementOptions | undefined,
  work: (trx: TransactionClientContract) => Promise<T>
): Promise<T> {
  if (options?.client) return work(options.client)
  return db.transaction(work)
}

/**
 * Locks the user's projection row (creating it at 0 on the first movement)
 * and returns the balance. Concurrent movements of the same user wait here.
 */
export async function lockBalance(trx: QueryClientContract, userId: number): Promise<number> {
  const select = 'SELECT balance FROM wallet_balances WHERE user_id = ? FOR UPDATE'
  let result = await trx.rawQuery(select, [userId])
  if (result.rows.length === 0) {
    await trx.rawQuery(
      'INSERT INTO wallet_balances (user_id, balance) VALUES (?, 0) ON CONFLICT (user_id) DO NOTHING',
      [userId]
    )
    result = await trx.rawQuery(select, [userId])
  }
  return result.rows[0].balance
}

export async function findByKey(
  client: QueryClientContract,
  idempotencyKey: string
): Promise<LedgerRow | null> {
  const result = await client.rawQuery('SELECT * FROM ledger_entries WHERE idempotency_key = ?', [
    idempotencyKey,
  ])
  return result.rows[0] ?? null
}

/**
 * The first result for a key, provided it describes the same movement; a
 * key reused for something else is refused, never silently accepted.
 */
export function replayOf(
  row: LedgerRow,
  expected: { userId: number; amount: number; kind: LedgerKind; reference: string }
): LedgerEntryResult {
  const same =
    Number(row.user_id) === expected.userId &&
    row.amount === expected.amount &&
    row.kind === expected.kind &&
    row.reference === expected.reference
  if (!same) throw new IdempotencyConflictError(row.idempotency_key)
  return toResult(row, true)
}

/*
| ledger_move (migrations 1700000015000, 1700000018100) locks the balance
| row, expires the lots past their date for a debit, inserts the entry with
| its counter-account, moves the projections and the lots: one statement on
| the wire. The last parameter is the app's clock (the entry's created_at,
| the instant lots are expired at).
*/
const APPEND_ENTRY = 'SELECT * FROM ledger_move(?, ?, ?, ?, ?, ?::jsonb, ?::timestamptz)'

/**
 * Appends one entry and moves the projection with it, in one statement
 * (APPEND_ENTRY):
 * lock the user's projection row (created at 0 on the first movement), insert the entry computed from the locked
 * balance (ON CONFLICT on the idempotency key: the unique index is the
 * guard against doubles), and move the projection and the lots (FIFO for a
 * debit) only if a row went in.
 * Concurrent movements of the same user queue on the row lock, so each one
 * sees the balance the previous one left. Safe outside a transaction (one
 * statement).
 */
export async function appendEntry(
  client: QueryClientContract,
  input: MovementInput,
  kind: LedgerKind,
  signedAmount: number,
  now: Date = clock.now()
): Promise<LedgerEntryResult> {
  const expected = { userId: input.userId, amount: signedAmount, kind, reference: input.reference }
  const bindings = [
    input.userId,
    signedAmount,
    kind,
    input.reference,
    input.idempotencyKey,
    JSON.stringify(input.metadata ?? {}),
    now,
  ]
  // Through Lucid's public query client, in or out of a transaction: no
  // reach into knex's pool for a named (prepared) statement.
  const result = await client.rawQuery(APPEND_ENTRY, bindings)
  const row = result.rows[0]
  if (row.id !== null) {
    countLedgerMovement(kind, signedAmount)
    return toResult(row, false)
  }

  // Nothing inserted: a replay of this key, or not enough points.
  const existing = await findByKey(client, input.idempotencyKey)
  if (existing) return replayOf(existing, expected)
  if (row.balance_before + signedAmount < 0) {
    throw new InsufficientBalanceError(row.balance_before, -signedAmount)
  }
  throw new Error(`ledger: nothing inserted for ${input.idempotencyKey} and no entry found`)
}

/** The hold entry named by id or idempotency key, or HoldSettlementError('not_found'). */
export async function holdEntry(trx: QueryClientContract, hold: HoldRef): Promise<LedgerRow> {
  const byId = typeof hold === 'number'
  // By the id's or the key's unique index alone; the kind is checked here (migration 1700000019500).
  const result = await trx.rawQuery(
    `SELECT * FROM ledger_entries WHERE ${byId ? 'id' : 'idempotency_key'} = ?`,
    [hold]
  )
  const row = result.rows[0]
  if (row?.kind !== 'hold') throw new HoldSettlementError(hold, 'not_found')
  return row
}

/**
 * Records how a hold ended; the primary key on hold_entry_id makes the
 * first settlement win. Returns 'new', 'replayed' (same outcome before)
 * or the other outcome that won.
 */
export async function settleHold(
  trx: QueryClientContract,
  row: LedgerRow,
  outcome: 'captured' | 'released'
): Promise<'new' | 'replayed' | 'captured' | 'released'> {
  const inserted = await trx.rawQuery(
    `INSERT INTO ledger_hold_settlements (hold_entry_id, outcome, created_at) VALUES (?, ?, ?)
     ON CONFLICT (hold_entry_id) DO NOTHING RETURNING outcome`,
    [row.id, outcome, clock.now()]
  )
  if (inserted.rows.length) return 'new'
  const existing = await trx.rawQuery(
    'SELECT outcome FROM ledger_hold_settlements WHERE hold_entry_id = ?',
    [row.id]
  )
  const previous = existing.rows[0].outcome as 'captured' | 'released'
  return previous === outcome ? 'replayed' : previous
}
