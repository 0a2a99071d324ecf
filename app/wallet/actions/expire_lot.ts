import db from '@adonisjs/lucid/services/db'
import { toResult } from '#wallet/services/ledger_store'
import type { LedgerEntryResult } from '#wallet/types/ledger'
import type { LedgerRow } from '#wallet/types/ledger_rows'
import { clock } from '#core/clock'
import { countLedgerMovement } from '#core/metrics/wallet_metrics'

/**
 * Expires what is left of one lot (design.md, "The ledger") at `now`, in one
 * statement: ledger_expire_lot (migration 1700000018100) takes the user's
 * balance lock, as every movement does, and writes one `expiry` entry taken
 * from that lot alone — the very entry a spend writes when it meets the lot
 * past its date first, so a rerun, a crash midway or a spend that got there
 * first leave the remainder at 0 and nothing is expired twice.
 * Points an open hold took are not in any remainder, so a running
 * generation never loses its reservation; if the hold is released later,
 * its points go back to their (expired) lot and leave with the next debit
 * or run. The first expiry of a lot is keyed `expiry:lot:<id>`; points
 * given back to an expired lot later leave under `expiry:lot:<id>:<n>`.
 */
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
