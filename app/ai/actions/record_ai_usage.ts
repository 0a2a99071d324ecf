import logger from '@adonisjs/core/services/logger'
import db from '@adonisjs/lucid/services/db'
import { priceOf } from '#config/ai_prices'
import { clock } from '#core/clock'
import { aiCost, aiImages, aiTokens } from '#core/metrics/ai_metrics'

/** What one AI provider call spent, and what it was for. */
export type AiUsage = {
  /** What the call was for: `chat_reply`, `studio_request` … (at most 30 characters). */
  purpose: string
  /** The row it was for: a chat reply's message id, a studio request's id. */
  subjectId?: number | null
  userId?: number | null
  /** The port that made the call: chat, image, video, moderation. */
  port: string
  /** Who served it (the base URL's host) and which model. */
  provider: string
  model: string
  inputTokens?: number
  outputTokens?: number
  images?: number
  /** Seconds of media made (video). */
  seconds?: number
  /** What a queued provider bills the model by (fal's billable units), when it says. */
  billableUnits?: number
  /** The provider's own time on the task, when it says. */
  inferenceSeconds?: number
}

const reported = (value: number | undefined) =>
  Number.isFinite(value) && value! >= 0 ? value! : null

const count = (value: number | undefined) =>
  Number.isFinite(value) && value! > 0 ? Math.round(value!) : 0

/** The estimate in millionths of a dollar, from the price table (config/ai_prices.ts); 0 unlisted. */
export function costMicrosOf(usage: AiUsage) {
  const price = priceOf(usage.model)
  if (!price) return 0
  return Math.round(
    count(usage.inputTokens) * price.inputPerMillion +
      count(usage.outputTokens) * price.outputPerMillion +
      count(usage.images) * (price.perImage ?? 0) * 1e6 +
      Math.max(0, usage.seconds ?? 0) * (price.perSecond ?? 0) * 1e6 +
      Math.max(0, usage.billableUnits ?? 0) * (price.perUnit ?? 0) * 1e6
  )
}

/**
 * One row of the append-only `ai_usage` and the cost metrics. Recording never decides anything: a
 * row that cannot be written is logged and the work it measured goes on.
 */
export async function recordAiUsage(usage: AiUsage) {
  const costMicros = costMicrosOf(usage)
  const labels = { port: usage.port, provider: usage.provider, model: usage.model }
  aiTokens.inc({ ...labels, direction: 'input' }, count(usage.inputTokens))
  aiTokens.inc({ ...labels, direction: 'output' }, count(usage.outputTokens))
  if (count(usage.images)) aiImages.inc(labels, count(usage.images))
  aiCost.inc(labels, costMicros)
  try {
    await db.table('ai_usage').insert({
      purpose: usage.purpose.slice(0, 30),
      subject_id: usage.subjectId ?? null,
      user_id: usage.userId ?? null,
      port: usage.port.slice(0, 20),
      provider: usage.provider.slice(0, 100),
      model: usage.model.slice(0, 120),
      input_tokens: count(usage.inputTokens),
      output_tokens: count(usage.outputTokens),
      images: count(usage.images),
      seconds: Math.max(0, usage.seconds ?? 0),
      billable_units: reported(usage.billableUnits),
      inference_seconds: reported(usage.inferenceSeconds),
      cost_micros: costMicros,
      created_at: clock.now(),
    })
  } catch (error) {
    logger.error({ err: error, ...labels, purpose: usage.purpose }, 'AI usage not recorded')
  }
  return costMicros
}
