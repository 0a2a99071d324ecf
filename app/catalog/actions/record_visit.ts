import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

export async function recordVisit(
  modelId: number,
  trx?: TransactionClientContract
): Promise<number | null> {
  const result = await (trx ?? db).rawQuery(
    'UPDATE models SET visit_count = visit_count + 1 WHERE id = ? RETURNING visit_count',
    [modelId]
  )
  const row = result.rows[0]
  return row ? row.visit_count : null
}
