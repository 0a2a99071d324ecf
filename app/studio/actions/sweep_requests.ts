import db from '@adonisjs/lucid/services/db'
import { expireRequest } from '#studio/actions/expire_request'
import { dropUpload } from '#studio/actions/drop_upload'
import { clock } from '#core/clock'

/**
 * The backstop of the deadline jobs: fails every request still running past
 * its deadline (10 minutes for a video by default, product.md §4; design.md
 * #15), gives its points back and cancels its provider task (expireRequest,
 * as the deadline job does), then deletes uploads whose job ended without
 * deleting them. Safe to repeat and to run beside the jobs: only a running
 * request changes.
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
    if ((await expireRequest(Number(row.id))) === 'expired') settled++
  }
  const leftovers = await db.rawQuery(
    `SELECT id, upload_key FROM studio_requests
     WHERE upload_key IS NOT NULL AND status IN ('completed', 'failed') LIMIT 500`
  )
  for (const row of leftovers.rows) await dropUpload(Number(row.id), row.upload_key)
  return { settled, uploadsRemoved: leftovers.rows.length }
}
