import db from '@adonisjs/lucid/services/db'
import type { TaskResult, TaskUsage } from '#ai/services/tasks/task_port'
import { recordAiUsage } from '#ai/actions/record_ai_usage'
import { saveResult } from '#studio/actions/save_result'
import type { RunningRequest } from '#studio/queries/running_request'
import { taskPortOf } from '#studio/services/task_port_of'
import studioConfig from '#config/studio'
import { clock } from '#core/clock'
import { ResultTooLarge } from '#studio/exceptions/result_too_large'

/**
 * Stores a finished task's file, a clip or a picture (age check, marks, private store, points
 * captured) and lets go of the task. The provider's usage is recorded once, when first seen.
 */
export async function collectResult(
  request: RunningRequest,
  taskId: string,
  media: TaskResult,
  untilMs = request.deadlineAt.getTime(),
  usage?: TaskUsage
) {
  const port = taskPortOf(request.kind)
  if (usage) await recordTaskUsage(request, usage, port?.generator)
  let bytes: Buffer
  try {
    bytes = await resultBytes(media, untilMs)
  } catch (error) {
    if (error instanceof ResultTooLarge) throw error
    throw new ResultDownloadError(error)
  }
  const outcome = await saveResult(request, bytes, media.mimeType)
  await port?.discard(taskId)
  return outcome
}

/** Kept on the request and, the first time only, in the append-only ai_usage (the cost metric). */
async function recordTaskUsage(request: RunningRequest, usage: TaskUsage, model = 'unknown') {
  const first = await db.rawQuery(
    `UPDATE studio_requests SET provider_usage = ?::jsonb
     WHERE id = ? AND provider_usage IS NULL RETURNING id`,
    [JSON.stringify(usage), request.id]
  )
  if (!first.rows.length) return
  const isVideo = request.kind.endsWith('video')
  const units = Number(usage.billable_units)
  const inference = Number(usage.inference_time_s)
  await recordAiUsage({
    purpose: 'studio_request',
    subjectId: request.id,
    userId: request.userId,
    port: isVideo ? 'video' : 'image',
    provider: 'fal',
    model,
    images: isVideo ? 0 : 1,
    billableUnits: Number.isFinite(units) ? units : undefined,
    inferenceSeconds: Number.isFinite(inference) ? inference : undefined,
  })
}

/** The finished file could not be fetched: worth another look, unlike a store that failed. */
class ResultDownloadError extends Error {
  /** The provider's CDN no longer has it (404, 410): nothing to fetch again. */
  readonly gone: boolean
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause })
    this.gone = cause instanceof ResultGone
  }
}

class ResultGone extends Error {}

export function isDownloadFailure(error: unknown) {
  return error instanceof ResultDownloadError
}

/** The file's bytes: inline from a local adapter, else downloaded (no key: a public CDN URL). */
async function resultBytes(media: TaskResult, untilMs: number) {
  if (media.data) return media.data
  if (!media.url) throw new Error('the finished task has no file')
  const left = Math.max(1, untilMs - clock.nowMs())
  const signal = AbortSignal.timeout(Math.min(studioConfig.videoPoll.downloadTimeoutMs, left))
  const response = await fetch(media.url, { signal })
  if (!response.ok) {
    const gone = response.status === 404 || response.status === 410
    throw new (gone ? ResultGone : Error)(`the result download answered ${response.status}`)
  }
  const cap = media.mimeType.startsWith('video/')
    ? studioConfig.videoPoll.maxResultBytes
    : studioConfig.maxPictureBytes
  if (Number(response.headers.get('content-length') ?? 0) > cap) {
    await response.body?.cancel()
    throw new ResultTooLarge(`the result is larger than ${cap} bytes`)
  }
  const chunks: Buffer[] = []
  let size = 0
  if (!response.body) return Buffer.alloc(0)
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.length
    if (size > cap) throw new ResultTooLarge(`the result is larger than ${cap} bytes`)
    chunks.push(Buffer.from(chunk))
  }
  return Buffer.concat(chunks)
}
