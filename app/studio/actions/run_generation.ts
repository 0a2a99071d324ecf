import logger from '@adonisjs/core/services/logger'
import { recordAiUsage } from '#ai/actions/record_ai_usage'
import { imagePort } from '#ai/services/image/image_service'
import type { DirectImagePort } from '#ai/services/image/image_port'
import { videoPort } from '#ai/services/video/video_service'
import { referenceImages } from '#catalog/queries/reference_images'
import { advanceRequest, failRequest } from '#studio/actions/settle_request'
import { recordProviderRefusal } from '#studio/actions/record_provider_refusal'
import { saveResult } from '#studio/actions/save_result'
import { submitTask } from '#studio/actions/submit_task'
import { StudioRunError, failureReasonOf } from '#studio/exceptions/studio_run_error'
import { runningRequest, type RunningRequest } from '#studio/queries/running_request'
import { publishProviderInput } from '#studio/services/studio_media'
import { clock } from '#core/clock'

export type { FailureReason } from '#studio/types/studio'

/**
 * The work behind a request, run by its `studio.generate` job. short `studio.poll` jobs follow it
 * from there (submit_task, poll_task), so no worker slot waits on a provider and a dying worker
 * never submits (nor pays) twice. Idempotent (pg-boss delivers at least once):
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
  const publish = (picture: Buffer) => publishProviderInput(picture, request.deadlineAt)
  const { prompt } = request
  try {
    if (request.kind.endsWith('video')) {
      const input = async () => ({ image: await firstImage(request, upload), prompt, publish })
      return await submitTask(request, videoPort(), input, signal)
    }
    const port = imagePort()
    if (!port.queued) return await runPhoto(request, port, upload, signal)
    const input = async () => ({ images: await sourceImages(request, upload), prompt, publish })
    return await submitTask(request, port, input, signal)
  } catch (error) {
    const reason = failureReasonOf(error)
    if (reason === null) throw error
    logger.warn({ err: error, requestId, reason }, 'studio generation failed')
    if (reason === 'provider_refused') await recordProviderRefusal(request)
    await failRequest(request.id, reason)
    return 'failed' as const
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

async function firstImage(request: RunningRequest, upload?: Buffer | null) {
  const [image] = await sourceImages(request, upload)
  return image
}

async function runPhoto(
  request: RunningRequest,
  port: DirectImagePort,
  upload: Buffer | null | undefined,
  signal: AbortSignal
) {
  const images = await sourceImages(request, upload)
  await advanceRequest(request.id, 'generating')
  // The port fits its one retry in what is left, or fails at once (refunded) when it cannot.
  const limits = { timeLeftMs: request.deadlineAt.getTime() - clock.nowMs() }
  const { prompt, userId } = request
  const picture =
    request.kind === 'custom_photo'
      ? await port.edit({ image: images[0], prompt, userId }, signal, limits)
      : await port.generate({ references: images, prompt, userId }, signal, limits)
  // Billed whatever happens to the picture next (the age check may still withhold it).
  if (picture.usage) {
    await recordAiUsage({
      ...picture.usage,
      purpose: 'studio_request',
      subjectId: request.id,
      userId,
      port: 'image',
    })
  }
  return saveResult(request, picture.data, picture.mimeType)
}
