import db from '@adonisjs/lucid/services/db'
import { expireRequest } from '#studio/actions/expire_request'
import { dropUpload } from '#studio/actions/drop_upload'
import { firstPoll } from '#studio/actions/poll_task'
import { schedulePoll } from '#studio/jobs/poll_job'
import { unfollowedTasks } from '#studio/queries/unfollowed_tasks'
import { clock } from '#core/clock'

/** A request touched this recently may be about to send its own poll. */
const QUIET_MS = 30_000

/**
 * The backstop of the deadline jobs: fails every request still running past its deadline (10
 * minutes for a video by default), gives its points back and cancels its provider task
 * (expireRequest, as the deadline job does), then deletes uploads whose job ended without deleting
 * them, and sends a poll again for a running task nobody follows (its chain ran out of retries
 * while the database was away): a task the user paid for is followed until it ends or its deadline.
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
    if ((await expireRequest(row.id)) === 'expired') settled++
  }
  let rearmed = 0
  for (const task of await unfollowedTasks(now, QUIET_MS)) {
    if (await schedulePoll(firstPoll(task.requestId, task.taskId, task.kind), 0)) rearmed++
  }
  const leftovers = await db.rawQuery(
    `SELECT id, upload_key FROM studio_requests
     WHERE upload_key IS NOT NULL AND status IN ('completed', 'failed') LIMIT 500`
  )
  for (const row of leftovers.rows) await dropUpload(row.id, row.upload_key)
  return { settled, rearmed, uploadsRemoved: leftovers.rows.length }
}
