import db from '@adonisjs/lucid/services/db'
import type { PointsStanding } from '#wallet/types/attention'

/**
 * The user's points frozen by payments they disputed at their bank (each
 * dispute's hold, up to what they had when it opened), for the notice that
 * says why those points are out of the balance. One statement on the
 * purchases' (user_id, created_at) index: a user has few purchases.
 */
export async function pointsStanding(userId: number): Promise<PointsStanding> {
  const result = await db.rawQuery(standingSql('?::bigint'), [userId])
  const row = result.rows[0]
  return { frozenPoints: row?.frozen ?? 0, openDisputes: row?.disputes ?? 0 }
}

/** pointsStanding's one row (columns disputes, frozen); `user` is an SQL expression. */
export function standingSql(user: string) {
  return `SELECT count(*)::int AS disputes, coalesce(sum(-h.amount), 0)::int AS frozen
    FROM purchases p LEFT JOIN ledger_entries h ON h.id = p.dispute_hold_entry_id
    WHERE p.user_id = ${user} AND p.dispute_status = 'open'`
}
