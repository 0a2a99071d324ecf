import {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
  RateLimitError,
} from 'openai'
import { clock } from '#core/clock'
import { ImageProviderError } from '#ai/services/image/image_port'

/*
| The image adapter's time budget: one attempt and at most one retry, both
| inside the request's deadline. The client's own retries are off
| (maxRetries: 0): they would wait as long as the provider asks, deadline
| or not. Elapsed time is measured with performance.now() (monotonic).
*/

/** Kept back for what follows the picture: storing it and settling the request. */
const MAX_RESERVE_MS = 5000
/** The wait before the retry when the provider names none (the client's own initial delay). */
export const DEFAULT_RETRY_WAIT_MS = 500

export class AttemptBudget {
  /** The first attempt's timeout: at most half of the usable time, so a retry as long fits. */
  readonly attemptMs: number
  readonly #end: number

  constructor(
    timeLeftMs: number,
    private capMs: number
  ) {
    const reserve = Math.min(MAX_RESERVE_MS, Math.max(0, timeLeftMs) * 0.1)
    this.#end = performance.now() + timeLeftMs - reserve
    this.attemptMs = Math.floor(Math.min(capMs, (timeLeftMs - reserve) / 2))
  }

  /** Usable time left (the reserve excluded), in ms. */
  left() {
    return this.#end - performance.now()
  }

  /**
   * The retry's timeout once `waitMs` have passed, or null when the retry
   * would not fit: it must get about as long as the first attempt had
   * (90 %: a first attempt that timed out spent its half and a hair more).
   */
  retryTimeout(waitMs: number) {
    const left = this.left() - waitMs
    return left >= this.attemptMs * 0.9 ? Math.floor(Math.min(this.capMs, left)) : null
  }
}

/**
 * How long the provider asks to wait, from `retry-after-ms` (OpenAI's, in
 * ms) or `retry-after` (seconds or an HTTP date); null when it says nothing.
 */
export function retryAfterMs(headers: Headers | undefined | null): number | null {
  const ms = Number(headers?.get('retry-after-ms') ?? Number.NaN)
  if (Number.isFinite(ms) && ms >= 0) return ms
  const value = headers?.get('retry-after')?.trim()
  if (!value) return null
  if (/^\d+(\.\d+)?$/.test(value)) return Number(value) * 1000
  const at = Date.parse(value)
  return Number.isNaN(at) ? null : Math.max(0, at - clock.nowMs())
}

/**
 * Whether a failed attempt deserves the one retry, and after how long:
 * a timeout, a dropped connection, 408, 409, 429 (unless the quota is
 * spent: waiting does not refill it) or 5xx; `x-should-retry` decides
 * when the provider sends it. Null: no retry.
 */
export function retryWait(error: unknown): number | null {
  if (error instanceof APIUserAbortError) return null
  if (error instanceof APIConnectionTimeoutError) return 0
  if (error instanceof APIConnectionError) return DEFAULT_RETRY_WAIT_MS
  if (!(error instanceof APIError)) return null
  const should = error.headers?.get('x-should-retry')
  const status = error.status ?? 0
  const worth =
    should === 'true' ||
    (should !== 'false' &&
      ([408, 409].includes(status) ||
        (status === 429 && error.code !== 'insufficient_quota') ||
        status >= 500))
  return worth ? (retryAfterMs(error.headers) ?? DEFAULT_RETRY_WAIT_MS) : null
}

/**
 * A 400 whose code says the provider's safety system refused the prompt or
 * picture: `moderation_blocked` (GPT image models), `content_policy_violation`
 * (the older Images models and compatible servers).
 */
const POLICY_CODES = new Set(['moderation_blocked', 'content_policy_violation'])

/** The typed failure of an attempt (never a raw HTTP or network error). */
export function providerFailure(error: unknown, signal: AbortSignal) {
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
  if (error instanceof RateLimitError) {
    return new ImageProviderError('rate_limited', error.message, { cause: error })
  }
  if (error instanceof APIError) {
    return new ImageProviderError('unavailable', error.message, { cause: error })
  }
  return new ImageProviderError('bad_response', String(error), { cause: error })
}

/** The failure when the retry would not fit: said at once, with the figures. */
export function noTimeToRetry(error: unknown, signal: AbortSignal, waitMs: number, leftMs: number) {
  const failure = providerFailure(error, signal)
  const seconds = (ms: number) => `${Math.max(0, Math.round(ms / 100) / 10)} s`
  return new ImageProviderError(
    failure.kind,
    `${failure.message}; no retry: it would wait ${seconds(waitMs)} with ${seconds(leftMs)} left before the deadline`,
    { cause: error }
  )
}
