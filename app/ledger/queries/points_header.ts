import db from '@adonisjs/lucid/services/db'
import type { PointsExpiry } from '#ledger/types/points_expiry'
import type { PointsStanding } from '#ledger/types/attention'
import { spendableBalanceSql } from '#ledger/queries/balance_of'
import { expiryShown, soonestExpirySql } from '#ledger/queries/next_expiry'
import { standingSql } from '#ledger/queries/points_standing'
import { clock } from '#core/clock'

export type PointsHeader = {
  balance: number
  pointsExpiry: PointsExpiry | null
  pointsStanding: PointsStanding
}

// One statement, so a page render takes one pool connection for the header, not three.
export async function pointsHeaderOf(
  userId: number,
  now: Date = clock.now()
): Promise<PointsHeader> {
  const result = await db.rawQuery(
    `SELECT ${spendableBalanceSql('args.user_id', 'args.now')} AS balance,
       soonest.expires_at, soonest.points, standing.disputes, standing.frozen
     FROM (VALUES (?::bigint, ?::timestamptz)) AS args(user_id, now)
     CROSS JOIN LATERAL (${standingSql('args.user_id')}) standing
     LEFT JOIN LATERAL (${soonestExpirySql('args.user_id', 'args.now')}) soonest ON true`,
    [userId, now]
  )
  const row = result.rows[0]
  const soonest = row.expires_at
    ? { points: row.points, expiresAt: new Date(row.expires_at).toISOString() }
    : null
  return {
    balance: row.balance,
    pointsExpiry: expiryShown(soonest, now),
    pointsStanding: { frozenPoints: row.frozen, openDisputes: row.disputes },
  }
}
