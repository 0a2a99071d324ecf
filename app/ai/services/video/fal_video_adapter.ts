import sharp from 'sharp'
import logger from '@adonisjs/core/services/logger'
import { FalQueueClient, reasonOf, parseJson } from '#ai/services/fal/fal_queue_client'
import { verifiedFalWebhook, type FalWebhookHeaders } from '#ai/services/fal/fal_webhook'
import { falVideoModel, type FalVideoModel } from '#ai/services/video/fal_video_models'
import { queueState } from '#ai/services/video/queue_status'
import {
  VideoProviderError,
  type StartOptions,
  type VideoInput,
  type VideoPort,
  type VideoStatus,
  type VideoUsage,
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
 * Image-to-video on fal's queue (fal_queue_client.ts does the HTTP). The
 * still is resized to the model's limits (fal_video_models.ts), JPEG, and
 * handed to fal as a short-lived signed URL of our private store when the
 * caller can publish one (`input.publish`), else inline. The task id is fal's
 * request id followed by the status, response and cancel URLs fal answered.
 * IN_QUEUE (with `queue_position`), IN_PROGRESS and COMPLETED are read from
 * the status URL; a completed request's result (`video.url`, its
 * `content_type`, its cost in `x-fal-billable-units`) from the response URL;
 * `discard` PUTs the cancel URL (202 CANCELLATION_REQUESTED, or 400
 * ALREADY_COMPLETED / 404: nothing left to stop).
 */
export class FalVideoAdapter implements VideoPort {
  readonly driver = 'fal' as const
  readonly isLocal = false
  /** fal's endpoint ids name the provider too (fal-ai/kling-video/…). */
  readonly generator: string
  readonly #client: FalQueueClient
  readonly #model: FalVideoModel

  constructor(private options: FalVideoOptions) {
    this.generator = options.model
    this.#client = new FalQueueClient(options)
    this.#model = falVideoModel(options.model)
  }

  async start(input: VideoInput, signal?: AbortSignal, options: StartOptions = {}) {
    const still = await fitStill(input.image, this.#model)
    const imageUrl = input.publish
      ? await input.publish(still, 'image/jpeg')
      : `data:image/jpeg;base64,${still.toString('base64')}`
    const body: Json = { prompt: input.prompt, [this.#model.imageField]: imageUrl }
    if (this.#model.duration) body.duration = this.#model.duration
    const handle = await this.#client.submit(this.options.model, body, {
      webhookUrl: options.callbackUrl,
      deadlineAt: options.deadlineAt,
      signal,
    })
    return { taskId: FalQueueClient.taskIdOf(handle) }
  }

  async status(taskId: string, signal?: AbortSignal): Promise<VideoStatus> {
    const handle = this.#client.handleOf(taskId, this.options.model)
    const { json: answer } = await this.#client.call('status', 'GET', handle.statusUrl, { signal })
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
    const usage: VideoUsage = {}
    const inference = answer.metrics?.inference_time
    if (typeof inference === 'number') usage.inference_time_s = inference
    return this.#result(handle.responseUrl, raw, usage, signal)
  }

  /**
   * fal's cancel: a queued request is dropped, a running one is told to stop.
   * ALREADY_COMPLETED (400) and an unknown id (404) leave nothing to cancel; a
   * 5xx or a timeout is tried once more. It never throws: the request it
   * belonged to has already been settled (a failed cancel is logged).
   */
  async discard(taskId: string) {
    const { cancelUrl } = this.#client.handleOf(taskId, this.options.model)
    for (let attempt = 1; attempt <= 2; attempt++) {
      try {
        await this.#client.call('cancel', 'PUT', cancelUrl)
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
    if (!requestId || parseJson(body)?.request_id !== requestId) return null
    return { taskId: requestId }
  }

  async #result(
    url: string,
    raw: string,
    usage: VideoUsage,
    signal?: AbortSignal
  ): Promise<VideoStatus> {
    let answer: Json
    try {
      const result = await this.#client.call('result', 'GET', url, { signal })
      answer = result.json
      const units = Number(result.headers.get('x-fal-billable-units'))
      if (Number.isFinite(units) && result.headers.has('x-fal-billable-units')) {
        usage.billable_units = units
      }
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
    const video = answer.video ?? answer.videos?.[0]
    if (typeof video?.url !== 'string' || !video.url) {
      throw new VideoProviderError('bad_response', 'the result has no video url', {
        step: 'result',
      })
    }
    // We store MP4s only: another format is the model's failure, not one to mislabel.
    const type = typeof video.content_type === 'string' ? video.content_type : 'video/mp4'
    if (type !== 'video/mp4') {
      return { state: 'failed', reason: `the model returned ${type.slice(0, 60)}`, raw }
    }
    return { state: 'completed', video: { url: video.url, mimeType: 'video/mp4' }, raw, usage }
  }
}

/** A cancel that found nothing left to stop: already completed (400) or unknown (404). */
function done(error: VideoProviderError) {
  return error.kind === 'not_found' || error.kind === 'rejected'
}

/**
 * The still as the model takes it: upright, cropped to its aspect range if
 * outside it, its longest side at most `maxSide` (a short side under
 * `minSide` is enlarged), JPEG under `maxBytes`.
 */
async function fitStill(image: Buffer, model: FalVideoModel) {
  const upright = sharp(image).rotate()
  const { width = 1, height = 1 } = await upright.metadata()
  const ratio = Math.min(Math.max(width / height, model.aspect[0]), model.aspect[1])
  let w = Math.min(width, Math.round(height * ratio))
  let h = Math.min(height, Math.round(width / ratio))
  const scale =
    Math.min(model.maxSide / Math.max(w, h), 1) * Math.max(model.minSide / Math.min(w, h), 1)
  w = Math.round(w * scale)
  h = Math.round(h * scale)
  for (const quality of [90, 80, 65]) {
    const still = await sharp(image)
      .rotate()
      .resize(w, h, { fit: 'cover' })
      .jpeg({ quality })
      .toBuffer()
    if (still.length <= model.maxBytes) return still
  }
  throw new VideoProviderError('rejected', 'the still does not fit the model’s size limit', {
    step: 'submit',
  })
}
