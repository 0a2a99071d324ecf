import logger from '@adonisjs/core/services/logger'
import { FalQueueClient, reasonOf, parseJson } from '#ai/services/fal/fal_queue_client'
import { verifiedFalWebhook, type FalWebhookHeaders } from '#ai/services/fal/fal_webhook'
import { queueState } from '#ai/services/tasks/queue_status'
import {
  TaskProviderError,
  type StartOptions,
  type TaskStatus,
  type TaskUsage,
} from '#ai/services/tasks/task_port'

export type FalTaskOptions = {
  baseUrl: string
  model: string
  apiKey: string
  timeoutMs: number
  /** fal's webhook keys (JWKS); without it no callback is believed. */
  jwksUrl?: string
}

export type Json = Record<string, any>

export type FalOutcome =
  | { state: 'completed'; media: { url: string; mimeType: string } }
  | { state: 'failed'; reason: string; refused?: boolean }

/** A task id is fal's request id followed by the URLs fal answered. */
export abstract class FalTaskAdapter {
  readonly isLocal = false
  /** fal's endpoint ids name the provider too (fal-ai/kling-video/…). */
  readonly generator: string
  protected readonly client: FalQueueClient

  constructor(protected options: FalTaskOptions) {
    this.generator = options.model
    this.client = new FalQueueClient(options)
  }

  protected abstract outcomeOf(answer: Json): FalOutcome

  protected async submit(body: Json, signal?: AbortSignal, options: StartOptions = {}) {
    const handle = await this.client.submit(this.options.model, body, {
      webhookUrl: options.callbackUrl,
      deadlineAt: options.deadlineAt,
      signal,
    })
    return { taskId: FalQueueClient.taskIdOf(handle) }
  }

  async status(taskId: string, signal?: AbortSignal): Promise<TaskStatus> {
    const handle = this.client.handleOf(taskId, this.options.model)
    const { json: answer } = await this.client.call('status', 'GET', handle.statusUrl, { signal })
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
    const usage: TaskUsage = {}
    const inference = answer.metrics?.inference_time
    if (typeof inference === 'number') usage.inference_time_s = inference
    return this.#result(handle.responseUrl, raw, usage, signal)
  }

  /** ALREADY_COMPLETED (400) and an unknown id (404) leave nothing to cancel; never throws. */
  async discard(taskId: string) {
    const { cancelUrl } = this.client.handleOf(taskId, this.options.model)
    for (let attempt = 1; attempt <= 2; attempt++) {
      try {
        await this.client.call('cancel', 'PUT', cancelUrl)
        return
      } catch (error) {
        if (error instanceof TaskProviderError && done(error)) return
        if (attempt === 2) logger.warn({ err: error, taskId }, 'fal did not take a cancel')
      }
    }
  }

  async readCallback(headers: FalWebhookHeaders, body: string) {
    if (!this.options.jwksUrl) return null
    const requestId = await verifiedFalWebhook(this.options.jwksUrl, headers, body)
    if (!requestId || parseJson(body)?.request_id !== requestId) return null
    return { taskId: requestId }
  }

  async #result(
    url: string,
    raw: string,
    usage: TaskUsage,
    signal?: AbortSignal
  ): Promise<TaskStatus> {
    let answer: Json
    try {
      const result = await this.client.call('result', 'GET', url, { signal })
      answer = result.json
      const units = Number(result.headers.get('x-fal-billable-units'))
      if (Number.isFinite(units) && result.headers.has('x-fal-billable-units')) {
        usage.billable_units = units
      }
    } catch (error) {
      // The model's own failure (a 4xx/422 with `detail`) is the task's outcome.
      if (error instanceof TaskProviderError && error.kind === 'rejected') {
        return { state: 'failed', reason: error.message, raw }
      }
      if (error instanceof TaskProviderError && error.kind === 'refused') {
        return { state: 'failed', reason: error.message, raw, refused: true }
      }
      throw error
    }
    const outcome = this.outcomeOf(answer)
    if (outcome.state === 'failed') return { ...outcome, raw }
    return { state: 'completed', media: outcome.media, raw, usage }
  }
}

function done(error: TaskProviderError) {
  return error.kind === 'not_found' || error.kind === 'rejected'
}

/** A completed answer without the file it should name: worth another read (a bounded number). */
export function badResult(what: string): never {
  throw new TaskProviderError('bad_response', `the result has no ${what} url`, { step: 'result' })
}
