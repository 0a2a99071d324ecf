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
    Number(row.user_id) === expected.userId &&
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

// By the id's or the key's unique index alone (the kind is checked here), with the owner's
// balance row locked first, as every movement does: a capture and a release of one hold queue.
export async function lockHold(trx: QueryClientContract, hold: HoldRef) {
  const byId = typeof hold === 'number'
  const result = await trx.rawQuery(
    `SELECT e.*, b.balance AS locked_balance FROM ledger_entries e
     JOIN wallet_balances b ON b.user_id = e.user_id
     WHERE e.${byId ? 'id' : 'idempotency_key'} = ? FOR UPDATE OF b`,
    [hold]
  )
  const row = result.rows[0] as (LedgerRow & { locked_balance: number }) | undefined
  if (row?.kind !== 'hold') throw new HoldSettlementError(hold, 'not_found')
  return { row, balance: row.locked_balance }
}

// The primary key on hold_entry_id makes the first settlement win.
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
