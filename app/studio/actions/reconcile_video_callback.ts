import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import { videoPort } from '#ai/services/video/video_service'
import { providerRequestId } from '#ai/services/video/video_port'
import { advanceRequest } from '#studio/actions/settle_request'
import { firstPoll } from '#studio/actions/poll_video'
import { schedulePoll } from '#studio/jobs/poll_job'
import { countOrphanTask, countVideoCallback } from '#core/metrics/studio_metrics'

export type CallbackOutcome = 'refused' | 'followed' | 'adopted' | 'ended'

/**
 * The provider's signed callback about the task submitted under our key.
 * A request still running follows that task (a submit that got no answer
 * learns its id here) and is polled at once; a request that already ended
 * (refunded at its deadline, deleted) lets go of it: cancelled, logged and
 * counted, since nobody will collect what was paid for. Safe to repeat (the
 * provider retries its callbacks).
 */
export async function reconcileVideoCallback(
  submitKey: string,
  headers: Record<string, string | undefined>,
  body: string
): Promise<CallbackOutcome> {
  const port = videoPort()
  const callback = port.readCallback ? await port.readCallback(headers, body) : null
  if (!callback) {
    countVideoCallback('refused')
    return 'refused'
  }
  const row = await db
    .from('studio_requests')
    .where('submit_key', submitKey)
    .select('id', 'status', 'provider_task_id')
    .first()
  const running = row && (row.status === 'pending' || row.status === 'processing')
  const known: string | null = row?.provider_task_id ?? null
  const same = known !== null && providerRequestId(known) === callback.taskId
  if (running && (same || known === null)) {
    const requestId = Number(row.id)
    if (known === null && !(await advanceRequest(requestId, 'queued', callback.taskId))) {
      return letGo(callback.taskId, 'late_callback', submitKey)
    }
    await schedulePoll(firstPoll(requestId, known ?? callback.taskId), 0)
    const outcome = known === null ? 'adopted' : 'followed'
    if (outcome === 'adopted') {
      logger.info({ requestId, taskId: callback.taskId }, 'video task found by its callback')
    }
    countVideoCallback(outcome)
    return outcome
  }
  if (same) {
    countVideoCallback('ended')
    return 'ended'
  }
  return letGo(callback.taskId, running ? 'stray' : 'late_callback', submitKey)
}

async function letGo(taskId: string, reason: 'late_callback' | 'stray', submitKey: string) {
  logger.warn({ taskId, submitKey, reason }, 'a paid video task nobody collects: cancelled')
  countOrphanTask(reason)
  countVideoCallback('ended')
  await videoPort().discard(taskId)
  return 'ended' as const
}
