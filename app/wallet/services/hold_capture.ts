import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { HoldSettlementError, type HoldRef } from '#wallet/types/ledger'
import type { LedgerRow } from '#wallet/types/ledger_rows'
import { clock } from '#core/clock'

// The projection row is locked before the settlement goes in (the order every movement
// keeps, so a capture and a release of one hold queue, never deadlock). `named` is
// materialized so the kind is not pushed down into a scan of ledger_entries_holds.
const CAPTURE = (byId: boolean) => `
  WITH named AS MATERIALIZED (
    SELECT * FROM ledger_entries WHERE ${byId ? 'id' : 'idempotency_key'} = ?),
  hold AS (SELECT * FROM named WHERE kind = 'hold'),
  balance AS (
    SELECT w.balance FROM wallet_balances w JOIN hold h ON w.user_id = h.user_id FOR UPDATE OF w),
  settled AS (
    INSERT INTO ledger_hold_settlements (hold_entry_id, outcome, created_at)
    SELECT h.id, 'captured', ?::timestamptz FROM hold h, balance
    ON CONFLICT (hold_entry_id) DO NOTHING RETURNING outcome)
  SELECT h.*, (SELECT balance FROM balance) AS locked_balance,
    (SELECT outcome FROM settled) AS settled,
    (SELECT s.outcome FROM ledger_hold_settlements s WHERE s.hold_entry_id = h.id) AS previous
  FROM hold h`

type CaptureRow = LedgerRow & {
  locked_balance: number | null
  settled: string | null
  previous: string | null
}

// Null when one statement cannot tell how the hold ended (a settlement committed while it
// waited for the lock); the caller then takes the long way.
export async function captureInOneStatement(trx: QueryClientContract, hold: HoldRef) {
  const result = await trx.rawQuery(CAPTURE(typeof hold === 'number'), [hold, clock.now()])
  const row = result.rows[0] as CaptureRow | undefined
  if (!row) throw new HoldSettlementError(hold, 'not_found')
  if (row.locked_balance === null) return null
  const outcome = row.settled
    ? ('new' as const)
    : row.previous === 'captured'
      ? ('replayed' as const)
      : (row.previous as 'released' | null)
  if (outcome === null) return null
  return { row, balance: row.locked_balance, outcome }
}
