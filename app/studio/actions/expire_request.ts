import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import { TaskProviderError } from '#ai/services/tasks/task_port'
import { failRequest } from '#studio/actions/settle_request'
import { collectResult, isDownloadFailure } from '#studio/actions/collect_result'
import { ResultTooLarge } from '#studio/exceptions/result_too_large'
import { runningRequest } from '#studio/queries/running_request'
import { taskPortOf } from '#studio/services/task_port_of'
import { countOrphanTask } from '#core/metrics/studio_metrics'
import studioConfig from '#config/studio'
import { clock } from '#core/clock'

export type Expiry = 'expired' | 'settled' | 'completed' | { notYetMs: number }

/** The deadline's last look at a task: one status call and the result's download, bounded. */
const LAST_LOOK_MS = 60_000

/**
 * A request's deadline (the `studio.deadline` job, the sweep): if it still runs, it fails as a
 * timeout and its hold is released, in the one guarded statement of failRequest, so a poll
 * completing at the same moment either wins (the user keeps the result and pays) or loses
 * (refunded, its file removed), never both. a result finished since the last poll is paid for at
 * the provider, so it is stored and the request completes;
 */
export async function expireRequest(id: number): Promise<Expiry> {
  const row = await db
    .from('studio_requests')
    .where('id', id)
    .whereIn('status', ['pending', 'processing'])
    .select('deadline_at', 'provider_task_id', 'submit_key', 'kind')
    .first()
  if (!row) return 'settled'
  // A submit that got no answer may be running at the provider: its callback gets more time.
  const grace = row.submit_key && !row.provider_task_id ? studioConfig.reconcileSeconds * 1000 : 0
  const endsAt = new Date(row.deadline_at).getTime() + grace
  const left = endsAt - clock.nowMs()
  if (left > 0) return { notYetMs: left }
  if (grace) {
    countOrphanTask('unreconciled')
    logger.warn({ requestId: id }, 'no callback came for a submit without an answer')
  }
  if (row.provider_task_id) {
    const look = await lastLook(id, row.provider_task_id)
    if (look === 'completed') return 'completed'
    const retry = studioConfig.lastLookRetry
    if (look === 'store_failed' && clock.nowMs() < endsAt + retry.forMs) {
      return { notYetMs: retry.everyMs }
    }
  }
  const failed = await failRequest(id, 'timeout')
  if (!failed) return 'settled'
  if (failed.providerTaskId) await taskPortOf(row.kind)?.discard(failed.providerTaskId)
  return 'expired'
}

type LastLook = 'completed' | 'unfinished' | 'store_failed'

/** Whether the task had finished and its result was stored, or finished and could not be stored. */
async function lastLook(id: number, taskId: string): Promise<LastLook> {
  const request = await runningRequest(id)
  const port = request && taskPortOf(request.kind)
  if (!request || !port) return 'unfinished'
  const until = clock.nowMs() + LAST_LOOK_MS
  let finished = false
  try {
    const status = await port.status(taskId, AbortSignal.timeout(LAST_LOOK_MS))
    if (status.state !== 'completed') return 'unfinished'
    finished = true
    const outcome = await collectResult(request, taskId, status.media, until, status.usage)
    return outcome === 'completed' ? 'completed' : 'unfinished'
  } catch (error) {
    logger.warn({ err: error, requestId: id }, 'the last look at a late task failed')
    return paidButNotStored(error, finished) ? 'store_failed' : 'unfinished'
  }
}

/** The provider finished (and bills) it: only our side failed, or its file may still be read. */
function paidButNotStored(error: unknown, finished: boolean) {
  if (error instanceof TaskProviderError)
    return error.step === 'result' && error.kind !== 'not_found'
  if (!finished || error instanceof ResultTooLarge) return false
  return !(isDownloadFailure(error) && (error as { gone?: boolean }).gone)
}
