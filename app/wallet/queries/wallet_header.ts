import db from '@adonisjs/lucid/services/db'
import pointsConfig from '#config/points'
import PointsExpiryTransformer from '#wallet/transformers/points_expiry_transformer'
import type { PointsExpiry } from '#wallet/types/points_expiry'
import type { PointsStanding } from '#wallet/types/attention'
import { clock } from '#core/clock'

export type WalletHeader = {
  balance: number
  pointsExpiry: PointsExpiry | null
  pointsStanding: PointsStanding
}

/**
 * What every signed-in page's header shows of the wallet: the same values
 * as balanceOf, nextExpiry and pointsStanding, in one statement so a page
 * render takes one pool connection for them, not three. Each part repeats
 * its query's rules (keep them in step): lots past their date are out of
 * the balance and not "expiring"; the soonest UTC day's lots are summed;
 * a dispute freezes what its hold took.
 */
export async function walletHeaderOf(
  userId: number,
  now: Date = clock.now()
): Promise<WalletHeader> {
  const result = await db.rawQuery(
    `SELECT
       coalesce((
         SELECT b.balance - coalesce((
           SELECT sum(l.remaining) FROM ledger_lots l
           WHERE l.user_id = b.user_id AND l.expires_at <= args.now AND l.remaining > 0), 0)::int
         FROM wallet_balances b WHERE b.user_id = args.user_id), 0) AS balance,
       soonest.expires_at, soonest.points, standing.disputes, standing.frozen
     FROM (VALUES (?::bigint, ?::timestamptz)) AS args(user_id, now)
     CROSS JOIN LATERAL (
       SELECT count(*)::int AS disputes, coalesce(sum(-h.amount), 0)::int AS frozen
       FROM purchases p LEFT JOIN ledger_entries h ON h.id = p.dispute_hold_entry_id
       WHERE p.user_id = args.user_id AND p.dispute_status = 'open'
     ) standing
     LEFT JOIN LATERAL (
       SELECT min(expires_at) AS expires_at, sum(remaining)::int AS points FROM ledger_lots
       WHERE user_id = args.user_id AND remaining > 0 AND expires_at > args.now
       GROUP BY (expires_at AT TIME ZONE 'UTC')::date ORDER BY 1 LIMIT 1
     ) soonest ON true`,
    [userId, now]
  )
  const row = result.rows[0]
  const noticeMs = pointsConfig.expiryNoticeDays * 86_400_000
  return {
    balance: row.balance,
    pointsExpiry: row.expires_at
      ? new PointsExpiryTransformer({
          points: row.points,
          expiresAt: new Date(row.expires_at).toISOString(),
          noticeMs,
          now,
        }).toObject()
      : null,
    pointsStanding: { frozenPoints: row.frozen, openDisputes: row.disputes },
  }
}
