import db from '@adonisjs/lucid/services/db'
import { failRequest } from '#studio/actions/settle_request'
import { dropUpload } from '#studio/actions/drop_upload'
import { clock } from '#core/clock'

/**
 * Fails every request still running past its deadline (10 minutes for a
 * video, product.md §4; design.md #15) and gives its points back, then
 * deletes uploads whose job ended without deleting them. Safe to repeat
 * and to run beside the jobs: failRequest only touches a running request.
 */
export async function sweepRequests(now = clock.now()) {
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
  const leftovers = await db.rawQuery(
    `SELECT id, upload_key FROM studio_requests
     WHERE upload_key IS NOT NULL AND status IN ('completed', 'failed') LIMIT 500`
  )
  for (const row of leftovers.rows) await dropUpload(Number(row.id), row.upload_key)
  return { settled, uploadsRemoved: leftovers.rows.length }
}
