import db from '@adonisjs/lucid/services/db'
import { toResult } from '#ledger/services/ledger_store'
import type { LedgerEntryResult } from '#ledger/types/ledger'
import type { LedgerRow } from '#ledger/types/ledger_rows'
import { clock } from '#core/clock'
import { countLedgerMovement } from '#core/metrics/ledger_metrics'

// The same entry a spend writes when it meets the lot past its date first, so a rerun,
// a crash or a spend that got there first expires nothing twice. Points an open hold
// took are in no remainder; given back later, they leave under `expiry:lot:<id>:<n>`.
export async function expireLot(
  lotId: number,
  now: Date = clock.now()
): Promise<LedgerEntryResult | null> {
  const result = await db.rawQuery('SELECT * FROM ledger_expire_lot(?, ?::timestamptz)', [
    lotId,
    now,
  ])
  const row = result.rows[0] as LedgerRow | undefined
  if (!row || row.id === null) return null
  countLedgerMovement('expiry', row.amount)
  return toResult(row, false)
}
