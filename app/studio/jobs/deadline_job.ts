import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import logger from '@adonisjs/core/services/logger'
import queue from '#core/queue/queue'
import { expireRequest } from '#studio/actions/expire_request'

export type DeadlineJobData = { requestId: number }

/**
 * A request's deadline, sent with the request (in its transaction) to run when the deadline comes
 * (`STUDIO_PHOTO_DEADLINE_S`, `STUDIO_VIDEO_DEADLINE_S`): a request still running then fails, its
 * points go back and its provider task is cancelled.
 */
export const deadlineJob = queue.define<DeadlineJobData>({
  name: 'studio.deadline',
  queue: { policy: 'short', retryLimit: 5, retryDelay: 5, expireInSeconds: 60 },
  work: { localConcurrency: 2, pollingIntervalSeconds: 1 },
  async handle({ requestId }) {
    const expiry = await expireRequest(requestId)
    if (expiry === 'expired') logger.info({ requestId }, 'studio request past its deadline')
    if (typeof expiry === 'object') await scheduleDeadline(requestId, expiry.notYetMs / 1000)
  },
})

export function scheduleDeadline(
  requestId: number,
  inSeconds: number,
  trx?: TransactionClientContract
) {
  return queue.send(
    deadlineJob,
    { requestId },
    { startAfter: Math.max(0.001, inSeconds), singletonKey: `studio-request:${requestId}`, trx }
  )
}
