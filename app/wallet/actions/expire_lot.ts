import db from '@adonisjs/lucid/services/db'
import { appendEntry, lockBalance } from '#wallet/services/ledger_store'
import type { LedgerEntryResult } from '#wallet/types/ledger'
import { clock } from '#core/clock'

/**
 * Expires what is left of one lot (design.md, "The ledger"), in its own
 * transaction under the user's balance lock (as every movement): a rerun
 * or a crash midway finds the remainder at 0 and writes nothing twice. The
 * remainder leaves with one `expiry` entry taken from that lot alone.
 * Points an open hold took are not in any remainder, so a running
 * generation never loses its reservation; if the hold is released later,
 * its points go back to their (expired) lot and the next run expires them
 * with a new entry. The first expiry of a lot is keyed `expiry:lot:<id>`;
 * points given back to an expired lot later leave under
 * `expiry:lot:<id>:<n>`.
 */
export function expireLot(
  lotId: number,
  now: Date = clock.now()
): Promise<LedgerEntryResult | null> {
  return db.transaction(async (trx) => {
    const owner = await trx.rawQuery('SELECT user_id FROM ledger_lots WHERE entry_id = ?', [lotId])
    if (!owner.rows.length) return null
    const userId = Number(owner.rows[0].user_id)
    await lockBalance(trx, userId)
    // Read after the lock: every change of remaining happens under it.
    const lot = await trx.rawQuery(
      `SELECT remaining, expires_at,
              (SELECT count(*)::int FROM ledger_entries e
               WHERE e.user_id = l.user_id AND e.kind = 'expiry' AND e.reference = 'lot:' || l.entry_id) AS expiries
       FROM ledger_lots l WHERE entry_id = ?`,
      [lotId]
    )
    const { remaining, expires_at: expiresAt, expiries } = lot.rows[0]
    if (remaining <= 0 || !expiresAt || new Date(expiresAt) > now) return null
    const key = expiries === 0 ? `expiry:lot:${lotId}` : `expiry:lot:${lotId}:${expiries + 1}`
    return appendEntry(
      trx,
      {
        userId,
        amount: remaining,
        reference: `lot:${lotId}`,
        idempotencyKey: key,
        metadata: { expiresLot: lotId, lotExpiresAt: new Date(expiresAt).toISOString() },
      },
      'expiry',
      -remaining
    )
  })
}
