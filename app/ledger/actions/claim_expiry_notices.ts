import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import pointsConfig from '#config/points'
import type { ExpiryNotice } from '#ledger/types/points_expiry'

// `work` runs in the claiming transaction, so a failed enqueue leaves the lots unclaimed for the next run.
export function claimExpiryNotices(
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
      const userId: number = row.user_id
      const expiresAt = new Date(row.expires_at).toISOString()
      const notice = byUser.get(userId) ?? { userId, points: 0, expiresAt, lotIds: [] }
      notice.points += row.remaining
      if (expiresAt < notice.expiresAt) notice.expiresAt = expiresAt
      notice.lotIds.push(row.entry_id)
      byUser.set(userId, notice)
    }
    const notices = [...byUser.values()]
    if (notices.length) await work(notices, trx)
    return notices
  })
}
