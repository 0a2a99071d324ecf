import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import { imagePort } from '#ai/services/image/image_service'
import { ImageProviderError } from '#ai/services/image/image_port'
import { videoPort } from '#ai/services/video/video_service'
import { VideoProviderError, type VideoResult } from '#ai/services/video/video_port'
import { referenceImages } from '#catalog/queries/reference_images'
import { advanceRequest, completeRequest, failRequest } from '#studio/actions/settle_request'
import { extensionOf, removePrivate, resultKey, storePrivate } from '#studio/services/studio_media'
import studioConfig from '#config/studio'
import { clock } from '#core/clock'

type RunningRequest = {
  id: number
  userId: number
  modelId: number | null
  kind: 'photo' | 'video' | 'custom_photo' | 'custom_video'
  prompt: string
  providerTaskId: string | null
  deadlineAt: Date
}

/** Why a request failed, as stored (short, no provider internals). */
export type FailureReason =
  | 'no_reference_image'
  | 'no_upload'
  | 'provider_error'
  | 'provider_rejected'
  | 'timeout'
  | 'cancelled'
  | 'lost'

/**
 * The work behind a request, run by its job: generate, store the result
 * privately, then complete (capture the points) or fail (release them).
 * Idempotent (pg-boss delivers at least once): a request that already ended
 * is left alone, a video resumes polling its provider task after a crash
 * instead of starting another, and a retry writes over its own result key.
 */
export async function runGeneration(requestId: number, upload?: Buffer | null) {
  const request = await runningRequest(requestId)
  if (!request) return 'settled' as const
  const budget = request.deadlineAt.getTime() - clock.nowMs()
  if (budget <= 0) {
    await failRequest(request.id, 'timeout')
    return 'failed' as const
  }
  const signal = AbortSignal.timeout(budget)
  try {
    return request.kind.endsWith('video')
      ? await runVideo(request, upload, signal)
      : await runPhoto(request, upload, signal)
  } catch (error) {
    const reason = reasonOf(error)
    if (reason === null) throw error
    logger.warn({ err: error, requestId, reason }, 'studio generation failed')
    await failRequest(request.id, reason)
    return 'failed' as const
  }
}

async function runningRequest(id: number): Promise<RunningRequest | null> {
  const row = await db
    .from('studio_requests')
    .where('id', id)
    .whereIn('status', ['pending', 'processing'])
    .first()
  if (!row) return null
  return {
    id: Number(row.id),
    userId: Number(row.user_id),
    modelId: row.model_id === null ? null : Number(row.model_id),
    kind: row.kind,
    prompt: row.prompt,
    providerTaskId: row.provider_task_id,
    deadlineAt: new Date(row.deadline_at),
  }
}

async function sourceImages(request: RunningRequest, upload?: Buffer | null) {
  if (request.kind.startsWith('custom')) {
    if (!upload) throw new StudioRunError('no_upload')
    return [upload]
  }
  const images = request.modelId ? await referenceImages(request.modelId) : []
  if (!images.length) throw new StudioRunError('no_reference_image')
  return images
}

async function runPhoto(
  request: RunningRequest,
  upload: Buffer | null | undefined,
  signal: AbortSignal
) {
  const images = await sourceImages(request, upload)
  await advanceRequest(request.id, 'generating')
  const port = imagePort()
  // The port fits its one retry in what is left, or fails at once (refunded) when it cannot.
  const limits = { timeLeftMs: request.deadlineAt.getTime() - clock.nowMs() }
  const picture =
    request.kind === 'custom_photo'
      ? await port.edit({ image: images[0], prompt: request.prompt }, signal, limits)
      : await port.generate({ references: images, prompt: request.prompt }, signal, limits)
  return saveResult(request, picture.data, picture.mimeType)
}

async function runVideo(
  request: RunningRequest,
  upload: Buffer | null | undefined,
  signal: AbortSignal
) {
  const port = videoPort()
  let taskId = request.providerTaskId
  if (!taskId) {
    const images = await sourceImages(request, upload)
    const started = await port.start({ image: images[0], prompt: request.prompt }, signal)
    taskId = started.taskId
    if (!(await advanceRequest(request.id, 'generating', taskId))) {
      // Settled meanwhile (the sweep, a delete): the provider's work is not wanted.
      await port.discard(taskId)
      return 'settled' as const
    }
  }
  while (true) {
    signal.throwIfAborted()
    const status = await port.status(taskId, signal).catch((error: unknown) => {
      // A status we could not read now (network, 5xx): ask again next round.
      if (
        error instanceof VideoProviderError &&
        error.kind !== 'aborted' &&
        error.kind !== 'not_found'
      )
        return null
      throw error
    })
    if (status?.state === 'completed') {
      const data = await videoBytes(status.video, signal)
      const result = await saveResult(request, data, 'video/mp4')
      await port.discard(taskId)
      return result
    }
    if (status?.state === 'failed') {
      await port.discard(taskId)
      await failRequest(request.id, status.raw === 'lost' ? 'lost' : 'provider_error')
      return 'failed' as const
    }
    if (!(await stillRunning(request.id))) {
      await port.discard(taskId)
      return 'settled' as const
    }
    await sleep(studioConfig.videoPollMs, signal)
  }
}

async function videoBytes(video: VideoResult, signal: AbortSignal) {
  if (video.data) return video.data
  if (!video.url) throw new StudioRunError('provider_error')
  const response = await fetch(video.url, { signal })
  if (!response.ok) throw new StudioRunError('provider_error')
  return Buffer.from(await response.arrayBuffer())
}

async function saveResult(request: RunningRequest, data: Buffer, mimeType: string) {
  await advanceRequest(request.id, 'saving')
  const key = resultKey(request.id, request.userId, extensionOf(mimeType))
  await storePrivate(key, data)
  if (await completeRequest(request.id, { key, type: mimeType })) return 'completed' as const
  // It ended while we worked (timeout sweep, deleted): the user keeps their points, we keep nothing.
  await removePrivate(key)
  return 'settled' as const
}

async function stillRunning(id: number) {
  const row = await db.from('studio_requests').where('id', id).select('status').first()
  return row?.status === 'pending' || row?.status === 'processing'
}

function sleep(ms: number, signal: AbortSignal) {
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms)
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer)
        reject(signal.reason)
      },
      { once: true }
    )
  })
}

/** A failure of the work itself: the request fails and its points go back. */
export class StudioRunError extends Error {
  constructor(readonly reason: FailureReason) {
    super(reason)
  }
}

/** The stored reason of a failure, or null for an error worth a retry (the database went away). */
function reasonOf(error: unknown): FailureReason | null {
  if (error instanceof StudioRunError) return error.reason
  if (error instanceof ImageProviderError) {
    if (error.kind === 'timeout' || error.kind === 'aborted') return 'timeout'
    return error.kind === 'bad_input' ? 'provider_rejected' : 'provider_error'
  }
  if (error instanceof VideoProviderError) {
    if (error.kind === 'timeout' || error.kind === 'aborted') return 'timeout'
    return error.kind === 'rejected' ? 'provider_rejected' : 'provider_error'
  }
  if (
    error instanceof DOMException &&
    (error.name === 'TimeoutError' || error.name === 'AbortError')
  ) {
    return 'timeout'
  }
  return null
}
