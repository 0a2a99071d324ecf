import db from '@adonisjs/lucid/services/db'
import { expireLot } from '#ledger/actions/expire_lot'
import type { ExpiryRun } from '#ledger/types/points_expiry'
import { clock } from '#core/clock'

const BATCH = 500

export async function expireDueLots(now: Date = clock.now()): Promise<ExpiryRun> {
  const run: ExpiryRun = { entries: 0, points: 0 }
  let after = 0
  for (;;) {
    const due = await db.rawQuery(
      `SELECT entry_id FROM ledger_lots
       WHERE remaining > 0 AND expires_at <= ? AND entry_id > ?
       ORDER BY entry_id LIMIT ?`,
      [now, after, BATCH]
    )
    if (!due.rows.length) return run
    for (const row of due.rows) {
      after = row.entry_id
      const entry = await expireLot(after, now)
      if (entry && !entry.replayed) {
        run.entries++
        run.points -= entry.amount
      }
    }
  }
}
