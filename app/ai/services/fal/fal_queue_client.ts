import { setTimeout as sleep } from 'node:timers/promises'
import { TaskProviderError, type TaskStep } from '#ai/services/tasks/task_port'
import { clock } from '#core/clock'

export type FalQueueOptions = {
  baseUrl: string
  apiKey: string
  timeoutMs: number
}

/** fal's URLs are never built by us (fal says so), except in `handleOf`. */
export type FalHandle = { id: string; statusUrl: string; responseUrl: string; cancelUrl: string }

export type FalAnswer = { json: Json; headers: Headers }
type Json = Record<string, any>

/** fal's shortest documented lifecycle: our users' clips must not stay on public URLs. */
const MEDIA_EXPIRY_SECONDS = 3600
/** A 429 asking to wait longer than this fails the call (the caller's next poll waits instead). */
const RETRY_AFTER_CAP_MS = 10_000

/** fal's queue API, shared by every fal adapter (the "Queue" and "Platform headers" pages). */
export class FalQueueClient {
  constructor(private options: FalQueueOptions) {}

  async submit(
    model: string,
    body: Json,
    extra: { webhookUrl?: string; deadlineAt?: Date; signal?: AbortSignal } = {}
  ): Promise<FalHandle> {
    const hook = extra.webhookUrl ? `?fal_webhook=${encodeURIComponent(extra.webhookUrl)}` : ''
    const headers: Record<string, string> = {
      'x-fal-object-lifecycle-preference': JSON.stringify({
        expiration_duration_seconds: MEDIA_EXPIRY_SECONDS,
      }),
    }
    if (extra.deadlineAt) {
      const left = Math.max(1, Math.floor((extra.deadlineAt.getTime() - clock.nowMs()) / 1000))
      headers['x-fal-request-timeout'] = String(left)
    }
    const { json } = await this.call('submit', 'POST', `${this.#base()}/${model}${hook}`, {
      body,
      headers,
      signal: extra.signal,
    })
    const urls = [json.status_url, json.response_url, json.cancel_url]
    if (typeof json.request_id !== 'string' || !json.request_id || !urls.every(isHttpUrl)) {
      throw new TaskProviderError('bad_response', 'the queue answered no request id or URLs', {
        step: 'submit',
      })
    }
    const [statusUrl, responseUrl, cancelUrl] = urls
    return { id: json.request_id, statusUrl, responseUrl, cancelUrl }
  }

  /** A task known from its webhook alone (no submit answer) gets fal's documented URL pattern. */
  handleOf(taskId: string, model: string): FalHandle {
    const [id, statusUrl, responseUrl, cancelUrl] = taskId.split(' ')
    if (statusUrl && responseUrl && cancelUrl) return { id, statusUrl, responseUrl, cancelUrl }
    const app = model.split('/').slice(0, 2).join('/')
    const request = `${this.#base()}/${app}/requests/${encodeURIComponent(id)}`
    return {
      id,
      statusUrl: `${request}/status`,
      responseUrl: request,
      cancelUrl: `${request}/cancel`,
    }
  }

  static taskIdOf(handle: FalHandle) {
    return [handle.id, handle.statusUrl, handle.responseUrl, handle.cancelUrl].join(' ')
  }

  async call(
    step: TaskStep,
    method: string,
    url: string,
    extra: { body?: unknown; headers?: Record<string, string>; signal?: AbortSignal } = {}
  ): Promise<FalAnswer> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.#once(step, method, url, extra)
      } catch (error) {
        const wait = error instanceof TaskProviderError ? error.retryAfterMs : undefined
        if (attempt > 1 || wait === undefined || wait > RETRY_AFTER_CAP_MS) throw error
        await sleep(wait, undefined, { signal: extra.signal }).catch(() => {
          throw error
        })
      }
    }
  }

  async #once(
    step: TaskStep,
    method: string,
    url: string,
    extra: { body?: unknown; headers?: Record<string, string>; signal?: AbortSignal }
  ): Promise<FalAnswer> {
    const { body, signal } = extra
    const timeout = AbortSignal.timeout(this.options.timeoutMs)
    const combined = signal ? AbortSignal.any([signal, timeout]) : timeout
    let response: Response
    let text: string
    try {
      response = await fetch(url, {
        method,
        headers: {
          authorization: `Key ${this.options.apiKey}`,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...extra.headers,
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: combined,
      })
      text = await response.text()
    } catch (error) {
      // A submit without an answer may have been queued; only a connection never made proves not.
      const outcomeUnknown = step === 'submit' && !neverConnected(error)
      const options = { cause: error, step, outcomeUnknown }
      if (signal?.aborted) throw new TaskProviderError('aborted', 'stopped', options)
      if (timeout.aborted) {
        throw new TaskProviderError('timeout', 'fal did not answer in time', options)
      }
      throw new TaskProviderError('unavailable', String(error), options)
    }
    const json = parseJson(text)
    if (!response.ok) throw httpFailure(step, response, json, text)
    if (!json) {
      throw new TaskProviderError('bad_response', `not JSON: ${text.slice(0, 120)}`, { step })
    }
    return { json, headers: response.headers }
  }

  #base() {
    return this.options.baseUrl.replace(/\/+$/, '')
  }
}

function isHttpUrl(value: unknown): value is string {
  return typeof value === 'string' && /^https?:\/\//.test(value)
}

function neverConnected(error: unknown) {
  const code = (error as { cause?: { code?: string } })?.cause?.code
  return code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EAI_AGAIN'
}

export function parseJson(text: string): Json | undefined {
  try {
    const value = JSON.parse(text)
    return value && typeof value === 'object' && !Array.isArray(value) ? value : undefined
  } catch {
    return undefined
  }
}

export function reasonOf(answer: Json | undefined): string | undefined {
  const value = answer?.detail ?? answer?.error ?? answer?.message
  if (typeof value === 'string') return value
  if (Array.isArray(value)) return value.map((item) => item?.msg ?? JSON.stringify(item)).join('; ')
  if (value && typeof value === 'object') return value.message ?? JSON.stringify(value)
  return undefined
}

function retryAfterMs(response: Response) {
  const value = response.headers.get('retry-after')
  if (!value) return undefined
  const seconds = Number(value)
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000)
  const at = Date.parse(value)
  return Number.isNaN(at) ? undefined : Math.max(0, at - clock.nowMs())
}

/** fal's content checker (or the model's own moderation) refused an input: a `detail` entry says so. */
function policyRefusal(answer: Json | undefined) {
  const detail = answer?.detail
  return Array.isArray(detail) && detail.some((item) => item?.type === 'content_policy_violation')
}

function httpFailure(step: TaskStep, response: Response, answer: Json | undefined, text: string) {
  const status = response.status
  const reason = reasonOf(answer) ?? (text.slice(0, 200) || `HTTP ${status}`)
  if (status === 429) {
    return new TaskProviderError('rate_limited', reason, {
      step,
      retryAfterMs: retryAfterMs(response),
    })
  }
  if (status === 404) return new TaskProviderError('not_found', reason, { step })
  if (status >= 400 && status < 500 && status !== 401 && status !== 403 && status !== 408) {
    return new TaskProviderError(policyRefusal(answer) ? 'refused' : 'rejected', reason, { step })
  }
  return new TaskProviderError('unavailable', `HTTP ${status}: ${reason}`, { step })
}
