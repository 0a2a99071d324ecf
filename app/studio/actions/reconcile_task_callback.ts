import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import { videoPort } from '#ai/services/video/video_service'
import { providerRequestId, type TaskPort } from '#ai/services/tasks/task_port'
import { advanceRequest } from '#studio/actions/settle_request'
import { firstPoll } from '#studio/actions/poll_task'
import { taskPortOf } from '#studio/services/task_port_of'
import { schedulePoll } from '#studio/jobs/poll_job'
import { countOrphanTask, countVideoCallback } from '#core/metrics/studio_metrics'

export type CallbackOutcome = 'refused' | 'followed' | 'adopted' | 'ended'

/**
 * The provider's signed callback about the task submitted under our key (a video's, or a queued
 * photo's: the request's kind says whose port). A request still running follows that task (a submit
 * that got no answer learns its id here) and is polled at once; cancelled, logged and counted,
 * since nobody will collect what was paid for.
 */
export async function reconcileTaskCallback(
  submitKey: string,
  headers: Record<string, string | undefined>,
  body: string
): Promise<CallbackOutcome> {
  const row = await db
    .from('studio_requests')
    .where('submit_key', submitKey)
    .select('id', 'status', 'provider_task_id', 'kind')
    .first()
  // A key we never gave out: the video port judges the signature, as before photos were queued.
  const port = (row ? taskPortOf(row.kind) : null) ?? videoPort()
  const callback = port.readCallback ? await port.readCallback(headers, body) : null
  if (!callback) {
    countVideoCallback('refused')
    return 'refused'
  }
  const running = row && (row.status === 'pending' || row.status === 'processing')
  const known: string | null = row?.provider_task_id ?? null
  const same = known !== null && providerRequestId(known) === callback.taskId
  if (running && (same || known === null)) {
    const requestId: number = row.id
    if (known === null && !(await advanceRequest(requestId, 'queued', callback.taskId))) {
      return letGo(port, callback.taskId, 'late_callback', submitKey)
    }
    await schedulePoll(firstPoll(requestId, known ?? callback.taskId, row.kind), 0)
    const outcome = known === null ? 'adopted' : 'followed'
    if (outcome === 'adopted') {
      logger.info({ requestId, taskId: callback.taskId }, 'provider task found by its callback')
    }
    countVideoCallback(outcome)
    return outcome
  }
  if (same) {
    countVideoCallback('ended')
    return 'ended'
  }
  return letGo(port, callback.taskId, running ? 'stray' : 'late_callback', submitKey)
}

async function letGo(
  port: TaskPort<unknown>,
  taskId: string,
  reason: 'late_callback' | 'stray',
  submitKey: string
) {
  logger.warn({ taskId, submitKey, reason }, 'a paid provider task nobody collects: cancelled')
  countOrphanTask(reason)
  countVideoCallback('ended')
  await port.discard(taskId)
  return 'ended' as const
}
