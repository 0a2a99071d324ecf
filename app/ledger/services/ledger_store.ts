import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import {
  type HoldRef,
  type LedgerEntryResult,
  type LedgerKind,
  type MovementInput,
  type MovementOptions,
} from '#ledger/types/ledger'
import {
  HoldSettlementError,
  IdempotencyConflictError,
  InsufficientBalanceError,
} from '#ledger/exceptions/ledger_errors'
import type { LedgerRow } from '#ledger/types/ledger_rows'
import { clock } from '#core/clock'
import { preparedQuery } from '#core/db/prepared_statement'
import { countLedgerMovement } from '#core/metrics/ledger_metrics'

export function toResult(row: LedgerRow, replayed: boolean): LedgerEntryResult {
  return {
    entryId: row.id,
    userId: row.user_id,
    amount: row.amount,
    kind: row.kind,
    reference: row.reference,
    idempotencyKey: row.idempotency_key,
    balanceAfter: row.balance_after,
    createdAt: new Date(row.created_at).toISOString(),
    replayed,
  }
}

// A lone statement is atomic on its own: BEGIN and COMMIT would only add round trips.
// A movement of several statements must use inTransaction.
export function inStatement<T>(
  options: MovementOptions | undefined,
  work: (client: QueryClientContract) => Promise<T>
): Promise<T> {
  return work(options?.client ?? db.connection())
}

export function inTransaction<T>(
  options: MovementOptions | undefined,
  work: (trx: TransactionClientContract) => Promise<T>
): Promise<T> {
  if (options?.client) return work(options.client)
  return db.transaction(work)
}

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

// A key reused for another movement is refused, never silently accepted.
export function replayOf(
  row: LedgerRow,
  expected: { userId: number; amount: number; kind: LedgerKind; reference: string }
): LedgerEntryResult {
  const same =
    row.user_id === expected.userId &&
    row.amount === expected.amount &&
    row.kind === expected.kind &&
    row.reference === expected.reference
  if (!same) throw new IdempotencyConflictError(row.idempotency_key)
  return toResult(row, true)
}

const APPEND_ENTRY = 'SELECT * FROM ledger_move(?, ?, ?, ?, ?, ?::jsonb, ?::timestamptz)'

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
  // Through Lucid's public query client: no reach into knex's pool for a prepared statement.
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

/*
| A hold's settlement, one statement on the usual path: the hold by its id's or key's unique
| index (materialized, so the kind is never pushed into a scan of every hold), its owner's
| balance row locked first, as every movement does (a capture and a release of one hold
| queue), then the settlement, whose primary key makes the first one win. The conflict check
| sees a settlement committed while this waited for the lock; its outcome is read by a
| statement of its own, since this one's snapshot predates it.
*/
const SETTLE = (byId: boolean) => `
  WITH named AS MATERIALIZED (
    SELECT * FROM ledger_entries WHERE ${byId ? 'id' : 'idempotency_key'} = ?),
  hold AS (SELECT * FROM named WHERE kind = 'hold'),
  balance AS (
    SELECT w.balance FROM wallet_balances w JOIN hold h ON w.user_id = h.user_id FOR UPDATE OF w),
  settled AS (
    INSERT INTO ledger_hold_settlements (hold_entry_id, outcome, created_at)
    SELECT h.id, ?, ?::timestamptz FROM hold h, balance
    ON CONFLICT (hold_entry_id) DO NOTHING RETURNING outcome)
  SELECT h.*, (SELECT balance FROM balance) AS locked_balance,
    EXISTS (SELECT 1 FROM settled) AS settled_now
  FROM hold h`
const SETTLE_BY = { id: SETTLE(true), key: SETTLE(false) }

export async function settleHold(
  trx: QueryClientContract,
  hold: HoldRef,
  outcome: 'captured' | 'released'
) {
  const byId = typeof hold === 'number'
  const [name, sql] = byId
    ? ['wallet_settle_by_id', SETTLE_BY.id]
    : ['wallet_settle_by_key', SETTLE_BY.key]
  const result = await preparedQuery(name, sql, [hold, outcome, clock.now()], trx)
  const row = result.rows[0] as
    (LedgerRow & { locked_balance: number; settled_now: boolean }) | undefined
  if (!row) throw new HoldSettlementError(hold, 'not_found')
  const balance = row.locked_balance
  if (row.settled_now) return { row, balance, settled: 'new' as const }
  const existing = await trx.rawQuery(
    'SELECT outcome FROM ledger_hold_settlements WHERE hold_entry_id = ?',
    [row.id]
  )
  const previous = existing.rows[0].outcome as 'captured' | 'released'
  return { row, balance, settled: previous === outcome ? ('replayed' as const) : previous }
}
