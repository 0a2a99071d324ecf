import db from '@adonisjs/lucid/services/db'
import { failRequest } from '#studio/actions/settle_request'

/**
 * Fails every request still running past its deadline (10 minutes for a
 * video, product.md §4) and gives its points back. Safe to repeat and to run
 * beside the jobs: failRequest only touches a request that is still running.
 */
export async function sweepRequests(now = new Date()) {
  const late = await db.rawQuery(
    `SELECT id FROM studio_requests
     WHERE status IN ('pending', 'processing') AND deadline_at < ?
     ORDER BY deadline_at LIMIT 500`,
    [now.toISOString()]
  )
  let settled = 0
  for (const row of late.rows) {
    if (await failRequest(Number(row.id), 'timeout')) settled++
  }
  return settled
}
