import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

/**
 * Adds one visit to a model's count (product.md §2: visit counts) and
 * returns the new count, or null for an unknown model. Once per visitor
 * session is the model page's rule (controllers/visit_session.ts).
 */
export async function recordVisit(
  modelId: number,
  trx?: TransactionClientContract
): Promise<number | null> {
  const result = await (trx ?? db).rawQuery(
    'UPDATE models SET visit_count = visit_count + 1 WHERE id = ? RETURNING visit_count',
    [modelId]
  )
  const row = result.rows[0]
  return row ? Number(row.visit_count) : null
}
