import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import { videoPort } from '#ai/services/video/video_service'
import { failRequest } from '#studio/actions/settle_request'
import { collectVideo } from '#studio/actions/collect_video'
import { runningRequest } from '#studio/queries/running_request'
import { countOrphanTask } from '#core/metrics/studio_metrics'
import studioConfig from '#config/studio'
import { clock } from '#core/clock'

export type Expiry = 'expired' | 'settled' | 'completed' | { notYetMs: number }

/** The deadline's last look at a task: one status call and the clip's download, bounded. */
const LAST_LOOK_MS = 60_000

/**
 * A request's deadline (the `studio.deadline` job, the sweep): if it still
 * runs, it fails as a timeout and its hold is released, in the one guarded
 * statement of failRequest, so a poll completing at the same moment either
 * wins (the user keeps the video and pays) or loses (refunded, its file
 * removed), never both. A video's task gets one last status look first: a
 * clip finished since the last poll is paid for at the provider, so it is
 * stored and the request completes. Otherwise the task is cancelled (nobody
 * will collect it). A job that fires before the deadline (the database's
 * clock is ahead of the app's) answers how long is left. A video whose
 * submit got no answer (no task id, its key committed) waits
 * STUDIO_VIDEO_RECONCILE_S more for the provider's callback, its points held.
 */
export async function expireRequest(id: number): Promise<Expiry> {
  const row = await db
    .from('studio_requests')
    .where('id', id)
    .whereIn('status', ['pending', 'processing'])
    .select('deadline_at', 'provider_task_id', 'submit_key')
    .first()
  if (!row) return 'settled'
  // A submit that got no answer may be running at the provider: its callback gets more time.
  const grace = row.submit_key && !row.provider_task_id ? studioConfig.reconcileSeconds * 1000 : 0
  const left = new Date(row.deadline_at).getTime() + grace - clock.nowMs()
  if (left > 0) return { notYetMs: left }
  if (grace) {
    countOrphanTask('unreconciled')
    logger.warn({ requestId: id }, 'no callback came for a video submit without an answer')
  }
  if (row.provider_task_id && (await lastLook(id, row.provider_task_id))) return 'completed'
  const failed = await failRequest(id, 'timeout')
  if (!failed) return 'settled'
  if (failed.providerTaskId) await videoPort().discard(failed.providerTaskId)
  return 'expired'
}

/** True when the task had finished and its clip was stored (the request completed). */
async function lastLook(id: number, taskId: string) {
  const request = await runningRequest(id)
  if (!request) return false
  const until = clock.nowMs() + LAST_LOOK_MS
  try {
    const status = await videoPort().status(taskId, AbortSignal.timeout(LAST_LOOK_MS))
    if (status.state !== 'completed') return false
    const outcome = await collectVideo(request, taskId, status.video, until, status.usage)
    return outcome === 'completed'
  } catch (error) {
    logger.warn({ err: error, requestId: id }, 'the last look at a late video task failed')
    return false
  }
}
