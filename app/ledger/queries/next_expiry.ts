import db from '@adonisjs/lucid/services/db'
import pointsConfig from '#config/points'
import PointsExpiryTransformer from '#ledger/transformers/points_expiry_transformer'
import type { PointsExpiry } from '#ledger/types/points_expiry'
import { clock } from '#core/clock'

export async function nextLotExpiry(
  userId: number,
  now: Date = clock.now()
): Promise<{ points: number; expiresAt: string } | null> {
  const result = await db.rawQuery(soonestExpirySql('?::bigint', '?::timestamptz'), [userId, now])
  const row = result.rows[0]
  return row ? { points: row.points, expiresAt: new Date(row.expires_at).toISOString() } : null
}

// Lots already past their date are out of the balance (balance_of), not "expiring".
export function soonestExpirySql(user: string, now: string) {
  return `SELECT min(expires_at) AS expires_at, sum(remaining) AS points FROM ledger_lots
    WHERE user_id = ${user} AND remaining > 0 AND expires_at > ${now}
    GROUP BY (expires_at AT TIME ZONE 'UTC')::date ORDER BY 1 LIMIT 1`
}

export function expiryShown(
  next: { points: number; expiresAt: string } | null,
  now: Date
): PointsExpiry | null {
  if (!next) return null
  const noticeMs = pointsConfig.expiryNoticeDays * 86_400_000
  return new PointsExpiryTransformer({ ...next, noticeMs, now }).toObject()
}

export async function nextExpiry(
  userId: number,
  now: Date = clock.now()
): Promise<PointsExpiry | null> {
  return expiryShown(await nextLotExpiry(userId, now), now)
}
