import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import { TaskProviderError, type TaskPort } from '#ai/services/tasks/task_port'
import { advanceRequest } from '#studio/actions/settle_request'
import { firstPoll } from '#studio/actions/poll_task'
import { schedulePoll } from '#studio/jobs/poll_job'
import type { RunningRequest } from '#studio/queries/running_request'
import { publicUrl } from '#core/http/public_url'
import studioConfig from '#config/studio'
import { clock } from '#core/clock'

/** Where the provider calls back about the task of the submit with this key. */
export function taskCallbackUrl(submitKey: string) {
  return publicUrl(`/api/studio/video-callback/${submitKey}`)
}

/**
 * A queued request's part of its `studio.generate` job (a video, or a photo on a queued image
 * driver): submit the provider task, keep its id on the request (stage "queued") and schedule the
 * first `studio.poll`; then the job ends. So a retried job never submits a second task:
 */
export async function submitTask<Input>(
  request: RunningRequest,
  port: TaskPort<Input>,
  input: () => Promise<Input>,
  signal: AbortSignal
) {
  let taskId = request.providerTaskId
  if (!taskId) {
    // A provider that never calls back (the local encoder) runs nothing a dead worker left behind.
    const callsBack = Boolean(port.readCallback)
    if (callsBack && request.submitKey) return 'awaiting_callback' as const
    const submitKey = randomUUID()
    if (callsBack && !(await recordIntent(request.id, submitKey))) {
      return 'awaiting_callback' as const
    }
    const callbackUrl = callsBack ? taskCallbackUrl(submitKey) : undefined
    const options = { callbackUrl, deadlineAt: request.deadlineAt }
    try {
      const started = await port.start(await input(), signal, options)
      taskId = started.taskId
    } catch (error) {
      if (!(error instanceof TaskProviderError && error.outcomeUnknown)) throw error
      logger.warn(
        { err: error, requestId: request.id, submitKey },
        'submit got no answer; waiting for the provider to call back'
      )
      return 'awaiting_callback' as const
    }
    if (!(await advanceRequest(request.id, 'queued', taskId))) {
      // Settled meanwhile (the deadline, a delete): the provider's work is not wanted.
      await port.discard(taskId)
      return 'settled' as const
    }
  }
  await schedulePoll(firstPoll(request.id, taskId, request.kind), studioConfig.videoPoll.pollMs)
  return 'submitted' as const
}

/** Commits the submit's key before the provider hears of it; false when another run set one. */
async function recordIntent(id: number, submitKey: string) {
  const updated = await db.rawQuery(
    `UPDATE studio_requests SET submit_key = ?, updated_at = ?::timestamptz
     WHERE id = ? AND submit_key IS NULL AND status IN ('pending', 'processing')
     RETURNING id`,
    [submitKey, clock.now(), id]
  )
  return updated.rows.length > 0
}
