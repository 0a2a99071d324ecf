import {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
  RateLimitError,
} from 'openai'
import { clock } from '#core/clock'
import { ImageProviderError } from '#ai/services/image/image_port'
import { configMessage, configProblemOf, type ConfigBreaker } from '#ai/services/config_breaker'

const MAX_RESERVE_MS = 5000
export const DEFAULT_RETRY_WAIT_MS = 500

export class AttemptBudget {
  readonly attemptMs: number
  readonly #end: number

  constructor(
    timeLeftMs: number,
    private capMs: number
  ) {
    const reserve = Math.min(MAX_RESERVE_MS, Math.max(0, timeLeftMs) * 0.1)
    this.#end = performance.now() + timeLeftMs - reserve
    this.attemptMs = Math.floor(Math.min(capMs, timeLeftMs - reserve))
  }

  left() {
    return this.#end - performance.now()
  }

  /** Null when the retry would get under half the model's attempt timeout: a cut render is paid and lost. */
  retryTimeout(waitMs: number) {
    const left = this.left() - waitMs
    const needed = Math.min(this.capMs, this.attemptMs) / 2
    return left >= needed ? Math.floor(Math.min(this.capMs, left)) : null
  }
}

/** `retry-after-ms` (OpenAI's) or `retry-after` (seconds or an HTTP date). */
export function retryAfterMs(headers: Headers | undefined | null): number | null {
  const ms = Number(headers?.get('retry-after-ms') ?? Number.NaN)
  if (Number.isFinite(ms) && ms >= 0) return ms
  const value = headers?.get('retry-after')?.trim()
  if (!value) return null
  if (/^\d+(\.\d+)?$/.test(value)) return Number(value) * 1000
  const at = Date.parse(value)
  return Number.isNaN(at) ? null : Math.max(0, at - clock.nowMs())
}

/** Statuses OpenAI documents as safe to retry: the request did no billed work. */
const RETRYABLE_STATUSES = new Set([429, 500, 502, 503])

function refusedConnection(error: unknown) {
  for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === 'ECONNREFUSED') return true
  }
  return false
}

/** A quota spent is not retried: waiting does not refill it. */
export function retryWait(error: unknown): number | null {
  if (error instanceof APIUserAbortError || error instanceof APIConnectionTimeoutError) return null
  if (error instanceof APIConnectionError) {
    return refusedConnection(error) ? DEFAULT_RETRY_WAIT_MS : null
  }
  if (!(error instanceof APIError)) return null
  const status = error.status ?? 0
  const worth =
    error.headers?.get('x-should-retry') !== 'false' &&
    RETRYABLE_STATUSES.has(status) &&
    !(status === 429 && error.code === 'insufficient_quota')
  return worth ? (retryAfterMs(error.headers) ?? DEFAULT_RETRY_WAIT_MS) : null
}

/** GPT image models say `moderation_blocked`; older models and compatible servers the other. */
const POLICY_CODES = new Set(['moderation_blocked', 'content_policy_violation'])

export function providerFailure(error: unknown, signal: AbortSignal, breaker?: ConfigBreaker) {
  if (error instanceof ImageProviderError) return error
  if (signal.aborted || error instanceof APIUserAbortError) {
    return new ImageProviderError('aborted', 'stopped', { cause: error })
  }
  if (error instanceof APIConnectionTimeoutError) {
    return new ImageProviderError('timeout', 'the image provider did not answer in time', {
      cause: error,
    })
  }
  if (error instanceof APIError && error.status === 400 && POLICY_CODES.has(String(error.code))) {
    return new ImageProviderError('refused', error.message, { cause: error })
  }
  const problem = configProblemOf(error, 'image')
  if (problem) {
    breaker?.trip(problem)
    return new ImageProviderError('misconfigured', configMessage(problem), { cause: error })
  }
  if (error instanceof RateLimitError) {
    return new ImageProviderError('rate_limited', error.message, { cause: error })
  }
  if (error instanceof APIError) {
    return new ImageProviderError('unavailable', error.message, { cause: error })
  }
  return new ImageProviderError('bad_response', String(error), { cause: error })
}

export function noTimeToRetry(error: unknown, signal: AbortSignal, waitMs: number, leftMs: number) {
  const failure = providerFailure(error, signal)
  const seconds = (ms: number) => `${Math.max(0, Math.round(ms / 100) / 10)} s`
  return new ImageProviderError(
    failure.kind,
    `${failure.message}; no retry: it would wait ${seconds(waitMs)} with ${seconds(leftMs)} left before the deadline`,
    { cause: error }
  )
}
