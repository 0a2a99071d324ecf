import db from '@adonisjs/lucid/services/db'
import type { PointsStanding } from '#ledger/types/attention'

export async function pointsStanding(userId: number): Promise<PointsStanding> {
  const result = await db.rawQuery(standingSql('?::bigint'), [userId])
  const row = result.rows[0]
  return { frozenPoints: row?.frozen ?? 0, openDisputes: row?.disputes ?? 0 }
}

export function standingSql(user: string) {
  return `SELECT count(*) AS disputes, coalesce(sum(-h.amount), 0) AS frozen
    FROM purchases p LEFT JOIN ledger_entries h ON h.id = p.dispute_hold_entry_id
    WHERE p.user_id = ${user} AND p.dispute_status = 'open'`
}
