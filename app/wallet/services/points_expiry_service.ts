import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import pointsConfig from '#config/points'
import { appendEntry, lockBalance } from '#wallet/services/ledger_store'
import type { LedgerEntryResult } from '#wallet/types/ledger'

const BATCH = 500

export type ExpiryRun = { entries: number; points: number }

/** Points of one user that expire soon, per the lots not yet announced. */
export type ExpiryNotice = { userId: number; points: number; expiresAt: string; lotIds: number[] }

/**
 * Expiry of points lots (design.md, "The ledger"). Each expired lot's
 * remainder leaves with one `expiry` entry taken from that lot alone. Points
 * an open hold took are not in any remainder, so a running generation never
 * loses its reservation; if the hold is released later, its points go back
 * to their (expired) lot and the next run expires them with a new entry.
 */
export class PointsExpiryService {
  /** Expires every lot past its date at `now` (the hourly job; tests pass a moved clock). */
  async expireDue(now: Date = new Date()): Promise<ExpiryRun> {
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
        after = Number(row.entry_id)
        const entry = await this.expireLot(after, now)
        if (entry && !entry.replayed) {
          run.entries++
          run.points -= entry.amount
        }
      }
    }
  }

  /**
   * Expires what is left of one lot, in its own transaction under the
   * user's balance lock (as every movement): a rerun or a crash midway
   * finds the remainder at 0 and writes nothing twice. The first expiry of
   * a lot is keyed `expiry:lot:<id>`; points given back to an expired lot
   * later (a released hold) leave under `expiry:lot:<id>:<n>`.
   */
  expireLot(lotId: number, now: Date = new Date()): Promise<LedgerEntryResult | null> {
    return db.transaction(async (trx) => {
      const owner = await trx.rawQuery('SELECT user_id FROM ledger_lots WHERE entry_id = ?', [
        lotId,
      ])
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

  /**
   * Claims the lots that expire within the notice window and were never
   * announced (notified_at, once per lot), grouped per user with the
   * soonest date. `work` runs in the same transaction (the mail's enqueue),
   * so a failed send leaves the lots unclaimed for the next run.
   */
  async claimNotices(
    now: Date,
    work: (notices: ExpiryNotice[], trx: TransactionClientContract) => Promise<void>
  ): Promise<ExpiryNotice[]> {
    const horizon = new Date(now.getTime() + pointsConfig.expiryNoticeDays * 86_400_000)
    return db.transaction(async (trx) => {
      const claimed = await trx.rawQuery(
        `UPDATE ledger_lots SET notified_at = ?
         WHERE remaining > 0 AND notified_at IS NULL AND expires_at > ? AND expires_at <= ?
         RETURNING entry_id, user_id, remaining, expires_at`,
        [now, now, horizon]
      )
      const byUser = new Map<number, ExpiryNotice>()
      for (const row of claimed.rows) {
        const userId = Number(row.user_id)
        const expiresAt = new Date(row.expires_at).toISOString()
        const notice = byUser.get(userId) ?? { userId, points: 0, expiresAt, lotIds: [] }
        notice.points += row.remaining
        if (expiresAt < notice.expiresAt) notice.expiresAt = expiresAt
        notice.lotIds.push(Number(row.entry_id))
        byUser.set(userId, notice)
      }
      const notices = [...byUser.values()]
      if (notices.length) await work(notices, trx)
      return notices
    })
  }

  /** The soonest day (UTC) some of the user's points expire, and how many expire that day. */
  async nextExpiry(userId: number): Promise<{ points: number; expiresAt: string } | null> {
    const result = await db.rawQuery(
      `SELECT min(expires_at) AS expires_at, sum(remaining)::int AS points FROM ledger_lots
       WHERE user_id = ? AND remaining > 0 AND expires_at IS NOT NULL
       GROUP BY (expires_at AT TIME ZONE 'UTC')::date ORDER BY 1 LIMIT 1`,
      [userId]
    )
    const row = result.rows[0]
    return row ? { points: row.points, expiresAt: new Date(row.expires_at).toISOString() } : null
  }
}

export default new PointsExpiryService()
