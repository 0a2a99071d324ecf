import { fileTypeFromBuffer } from 'file-type'
import logger from '@adonisjs/core/services/logger'
import { queueState } from '#ai/services/video/queue_status'
import { verifiedFalWebhook, type FalWebhookHeaders } from '#ai/services/fal/fal_webhook'
import {
  VideoProviderError,
  type StartOptions,
  type VideoInput,
  type VideoPort,
  type VideoStatus,
  type VideoStep,
} from '#ai/services/video/video_port'

export type FalVideoOptions = {
  /** The queue host, e.g. https://queue.fal.run */
  baseUrl: string
  /** The endpoint id, e.g. fal-ai/kling-video/v2.1/standard/image-to-video */
  model: string
  apiKey: string
  /** Per HTTP call. */
  timeoutMs: number
  /** fal's webhook keys (JWKS); without it no callback is believed. */
  jwksUrl?: string
}

type Json = Record<string, any>

/**
 * fal's queue API (https://fal.ai/docs, "Queue"): `POST {base}/{model}`
 * queues the request and answers its `request_id`; `GET
 * .../requests/{id}/status` answers IN_QUEUE (with `queue_position`),
 * IN_PROGRESS or COMPLETED; `GET .../requests/{id}` answers the result
 * (`{ video: { url } }`) or the model's error; `PUT .../requests/{id}/cancel`
 * answers 202 CANCELLATION_REQUESTED (a queued request is dropped, a running
 * one is signalled) or 400 ALREADY_COMPLETED. Every call sends `Authorization:
 * Key <key>` and has its own timeout (`timeoutMs`). The task id is fal's
 * request id; the status and result URLs are rebuilt from it, under the
 * endpoint's `owner/app` only (fal drops the model's sub-path there, e.g.
 * `/v2.1/standard/image-to-video`). The still goes inline as a data URI.
 */
export class FalVideoAdapter implements VideoPort {
  readonly driver = 'fal' as const
  readonly isLocal = false
  /** fal's endpoint ids name the provider too (fal-ai/kling-video/…). */
  readonly generator: string

  constructor(private options: FalVideoOptions) {
    this.generator = options.model
  }

  async start(input: VideoInput, signal?: AbortSignal, options: StartOptions = {}) {
    const type = await fileTypeFromBuffer(input.image)
    const mime = type?.mime.startsWith('image/') ? type.mime : 'image/png'
    const body = {
      prompt: input.prompt,
      image_url: `data:${mime};base64,${input.image.toString('base64')}`,
    }
    // fal POSTs to `fal_webhook` when the request ends, whether or not we saw its id.
    const hook = options.callbackUrl
      ? `?fal_webhook=${encodeURIComponent(options.callbackUrl)}`
      : ''
    const url = `${this.#url(this.options.model)}${hook}`
    const answer = await this.#call('submit', 'POST', url, signal, body)
    if (typeof answer.request_id !== 'string' || !answer.request_id) {
      throw new VideoProviderError('bad_response', 'the queue answered no request_id', {
        step: 'submit',
      })
    }
    return { taskId: answer.request_id }
  }

  async status(taskId: string, signal?: AbortSignal): Promise<VideoStatus> {
    const request = this.#request(taskId)
    const answer = await this.#call('status', 'GET', `${request}/status`, signal)
    const raw = typeof answer.status === 'string' ? answer.status : String(answer.status ?? '')
    const state = queueState(raw)
    if (state === 'pending') {
      const position = answer.queue_position
      return Number.isInteger(position) ? { state, queuePosition: position, raw } : { state, raw }
    }
    if (state === 'processing' || state === 'unknown') return { state, raw }
    if (state === 'failed') return { state, reason: reasonOf(answer) ?? raw, raw }
    // COMPLETED covers failed runs too: fal puts the error on the status.
    if (answer.error) return { state: 'failed', reason: reasonOf(answer)!, raw }
    return this.#result(request, raw, signal)
  }

  /**
   * fal's cancel: a queued request is dropped, a running one is told to stop.
   * ALREADY_COMPLETED (400) and an unknown id (404) leave nothing to cancel; a
   * 5xx or a timeout is tried once more. It never throws: the request it
   * belonged to has already been settled (a failed cancel is logged).
   */
  async discard(taskId: string) {
    const url = `${this.#request(taskId)}/cancel`
    for (let attempt = 1; attempt <= 2; attempt++) {
      try {
        await this.#call('cancel', 'PUT', url)
        return
      } catch (error) {
        if (error instanceof VideoProviderError && done(error)) return
        if (attempt === 2) {
          logger.warn({ err: error, taskId }, 'fal did not take the cancel of a video request')
        }
      }
    }
  }

  /** A webhook fal signed (fal_webhook.ts): the request it is about. */
  async readCallback(headers: FalWebhookHeaders, body: string) {
    if (!this.options.jwksUrl) return null
    const requestId = await verifiedFalWebhook(this.options.jwksUrl, headers, body)
    if (!requestId || parse(body)?.request_id !== requestId) return null
    return { taskId: requestId }
  }

  async #result(request: string, raw: string, signal?: AbortSignal): Promise<VideoStatus> {
    let answer: Json
    try {
      answer = await this.#call('result', 'GET', request, signal)
    } catch (error) {
      // The model's own failure (a 4xx/422 with `detail`) is the task's outcome.
      if (error instanceof VideoProviderError && error.kind === 'rejected') {
        return { state: 'failed', reason: error.message, raw }
      }
      if (error instanceof VideoProviderError && error.kind === 'refused') {
        return { state: 'failed', reason: error.message, raw, refused: true }
      }
      throw error
    }
    const url = answer.video?.url ?? answer.videos?.[0]?.url
    if (typeof url !== 'string' || !url) {
      throw new VideoProviderError('bad_response', 'the result has no video url', {
        step: 'result',
      })
    }
    return { state: 'completed', video: { url, mimeType: 'video/mp4' }, raw }
  }

  #request(taskId: string) {
    const app = this.options.model.split('/').slice(0, 2).join('/')
    return this.#url(`${app}/requests/${encodeURIComponent(taskId)}`)
  }

  #url(path: string) {
    return `${this.options.baseUrl.replace(/\/+$/, '')}/${path}`
  }

  async #call(
    step: VideoStep,
    method: string,
    url: string,
    signal?: AbortSignal,
    body?: unknown
  ): Promise<Json> {
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
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: combined,
      })
      text = await response.text()
    } catch (error) {
      if (signal?.aborted) {
        throw new VideoProviderError('aborted', 'stopped', {
          cause: error,
          step,
          outcomeUnknown: step === 'submit',
        })
      }
      if (timeout.aborted) {
        throw new VideoProviderError('timeout', 'the video provider did not answer in time', {
          cause: error,
          step,
          outcomeUnknown: step === 'submit',
        })
      }
      // Only a connection never made proves the provider saw nothing.
      const outcomeUnknown = step === 'submit' && !neverConnected(error)
      throw new VideoProviderError('unavailable', String(error), {
        cause: error,
        step,
        outcomeUnknown,
      })
    }
    const answer = parse(text)
    if (!response.ok) throw httpFailure(step, response.status, answer, text)
    if (!answer) {
      throw new VideoProviderError('bad_response', `not JSON: ${text.slice(0, 120)}`, { step })
    }
    return answer
  }
}

function neverConnected(error: unknown) {
  const code = (error as { cause?: { code?: string } })?.cause?.code
  return code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EAI_AGAIN'
}

/** A cancel that found nothing left to stop: already completed (400) or unknown (404). */
function done(error: VideoProviderError) {
  return error.kind === 'not_found' || error.kind === 'rejected'
}

function parse(text: string): Json | undefined {
  try {
    const value = JSON.parse(text)
    return value && typeof value === 'object' && !Array.isArray(value) ? value : undefined
  } catch {
    return undefined
  }
}

/** fal words errors as `detail` (a string or FastAPI's list), `error` or `message`. */
function reasonOf(answer: Json | undefined): string | undefined {
  const value = answer?.detail ?? answer?.error ?? answer?.message
  if (typeof value === 'string') return value
  if (Array.isArray(value)) return value.map((item) => item?.msg ?? JSON.stringify(item)).join('; ')
  if (value && typeof value === 'object') return value.message ?? JSON.stringify(value)
  return undefined
}

/** fal's content checker (or the model's own moderation) refused an input: a `detail` entry says so. */
function policyRefusal(answer: Json | undefined) {
  const detail = answer?.detail
  return Array.isArray(detail) && detail.some((item) => item?.type === 'content_policy_violation')
}

function httpFailure(step: VideoStep, status: number, answer: Json | undefined, text: string) {
  const reason = reasonOf(answer) ?? (text.slice(0, 200) || `HTTP ${status}`)
  if (status === 429) return new VideoProviderError('rate_limited', reason, { step })
  if (status === 404) return new VideoProviderError('not_found', reason, { step })
  if (status >= 400 && status < 500 && status !== 401 && status !== 403 && status !== 408) {
    return new VideoProviderError(policyRefusal(answer) ? 'refused' : 'rejected', reason, { step })
  }
  return new VideoProviderError('unavailable', `HTTP ${status}: ${reason}`, { step })
}
