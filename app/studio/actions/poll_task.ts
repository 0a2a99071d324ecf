import logger from '@adonisjs/core/services/logger'
import {
  TaskProviderError,
  type TaskResult,
  type TaskStatus,
  type TaskUsage,
} from '#ai/services/tasks/task_port'
import { advanceRequest, failRequest } from '#studio/actions/settle_request'
import { expireRequest } from '#studio/actions/expire_request'
import { recordProviderRefusal } from '#studio/actions/record_provider_refusal'
import { collectResult, isDownloadFailure } from '#studio/actions/collect_result'
import { ResultTooLarge } from '#studio/exceptions/result_too_large'
import { requestExists, runningRequest, type RunningRequest } from '#studio/queries/running_request'
import { nextPollDelay } from '#studio/rules/poll_delay'
import { taskPortOf } from '#studio/services/task_port_of'
import type { FailureReason, StudioRequestKind } from '#studio/types/studio'
import studioConfig from '#config/studio'
import { clock } from '#core/clock'

export type PollData = {
  requestId: number
  taskId: string
  /** The request's kind, which says the port that follows its task (a video's when absent). */
  kind?: StudioRequestKind
  polls: number
  resultFailures: number
  unknownStatuses: number
  /** Status calls in a row that got no answer (5xx, timeout): only slow the polls down. */
  statusFailures: number
}

export type PollStep =
  | { outcome: 'completed' | 'failed' | 'settled' }
  | { outcome: 'waiting'; next: PollData; delayMs: number }

export function firstPoll(requestId: number, taskId: string, kind?: StudioRequestKind): PollData {
  const counts = { polls: 0, resultFailures: 0, unknownStatuses: 0, statusFailures: 0 }
  return { requestId, taskId, ...(kind ? { kind } : {}), ...counts }
}

export async function pollTask(data: PollData): Promise<PollStep> {
  const request = await runningRequest(data.requestId)
  if (!request) {
    const port = taskPortOf(data.kind ?? 'video')
    if (port && !(await requestExists(data.requestId))) await port.discard(data.taskId)
    return { outcome: 'settled' }
  }
  const port = taskPortOf(request.kind)
  if (!port) return fail(request, data, 'lost')
  if (request.deadlineAt.getTime() <= clock.nowMs()) {
    const expiry = await expireRequest(request.id)
    return {
      outcome: expiry === 'expired' ? 'failed' : expiry === 'completed' ? expiry : 'settled',
    }
  }
  const counted = { ...data, polls: data.polls + 1 }
  let status: TaskStatus
  try {
    status = await port.status(data.taskId)
  } catch (error) {
    return unanswered(request, counted, error)
  }
  switch (status.state) {
    case 'completed':
      return finish(request, counted, status.media, status.usage)
    case 'failed':
      logger.warn({ requestId: request.id, reason: status.reason }, 'provider task failed')
      if (status.refused) {
        await recordProviderRefusal(request)
        return fail(request, counted, 'provider_refused')
      }
      return fail(request, counted, status.raw === 'lost' ? 'lost' : 'provider_error')
    case 'unknown': {
      const next = { ...counted, unknownStatuses: counted.unknownStatuses + 1 }
      logger.warn({ requestId: request.id, raw: status.raw }, 'unknown provider task status')
      if (next.unknownStatuses >= studioConfig.videoPoll.unknownStatuses) {
        return fail(request, next, 'provider_error')
      }
      // Asked at the usual pace: it may be a state the provider added, not a failure.
      return wait(next, nextPollDelay(studioConfig.videoPoll, { state: 'processing' }))
    }
    default: {
      const stage = status.state === 'pending' ? 'queued' : 'generating'
      if (request.stage !== stage && !(await advanceRequest(request.id, stage))) {
        return { outcome: 'settled' }
      }
      const next = { ...counted, statusFailures: 0 }
      return wait(next, nextPollDelay(studioConfig.videoPoll, status))
    }
  }
}

async function unanswered(request: RunningRequest, data: PollData, error: unknown) {
  if (!(error instanceof TaskProviderError)) throw error
  if (error.kind === 'not_found') return fail(request, data, 'lost')
  if (error.kind === 'refused') {
    await recordProviderRefusal(request)
    return fail(request, data, 'provider_refused')
  }
  if (error.kind === 'rejected' && error.step !== 'result') {
    return fail(request, data, 'provider_error')
  }
  if (error.step === 'result') return resultMissed(request, data, error)
  const next = { ...data, statusFailures: data.statusFailures + 1 }
  logger.warn({ err: error, requestId: request.id }, 'task status not read; asking again later')
  // A 429's Retry-After is a floor: asking sooner only earns another 429.
  const delay = nextPollDelay(studioConfig.videoPoll, { state: 'processing' }, next.statusFailures)
  return wait(next, Math.max(delay, error.retryAfterMs ?? 0))
}

async function finish(
  request: RunningRequest,
  data: PollData,
  media: TaskResult,
  usage?: TaskUsage
) {
  try {
    const outcome = await collectResult(request, data.taskId, media, undefined, usage)
    return { outcome } as const
  } catch (error) {
    if (error instanceof ResultTooLarge) {
      logger.warn({ err: error, requestId: request.id }, 'the finished result is too large')
      return fail(request, data, 'provider_error')
    }
    if (!isDownloadFailure(error)) throw error
    return resultMissed(request, data, error)
  }
}

function resultMissed(request: RunningRequest, data: PollData, error: unknown) {
  const next = { ...data, resultFailures: data.resultFailures + 1 }
  logger.warn(
    { err: error, requestId: request.id, attempt: next.resultFailures },
    'the finished result could not be fetched'
  )
  if (next.resultFailures >= studioConfig.videoPoll.resultAttempts) {
    return fail(request, next, 'provider_unavailable')
  }
  return wait(
    next,
    nextPollDelay(studioConfig.videoPoll, { state: 'completed' }, next.resultFailures)
  )
}

async function fail(request: RunningRequest, data: PollData, reason: FailureReason) {
  const failed = await failRequest(request.id, reason)
  await taskPortOf(request.kind)?.discard(data.taskId)
  return { outcome: failed ? 'failed' : 'settled' } as const
}

function wait(next: PollData, delayMs: number): PollStep {
  return { outcome: 'waiting', next, delayMs }
}
