import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import {
  checkPictureAges,
  checkVideoAges,
  type AgeRefusalReason,
} from '#ai/services/age/age_service'
import { imagePort } from '#ai/services/image/image_service'
import { videoPort } from '#ai/services/video/video_service'
import { markAiGenerated } from '#core/media/ai_marks'
import { advanceRequest, completeRequest, failRequest } from '#studio/actions/settle_request'
import { extensionOf, removePrivate, resultKey, storePrivate } from '#studio/services/studio_media'
import type { RunningRequest } from '#studio/queries/running_request'
import type { FailureReason } from '#studio/types/studio'

/** The stored failure of a withheld result (any other refusal: the check could not judge it). */
const FAILURE_OF: Partial<Record<AgeRefusalReason, FailureReason>> = {
  minor_face: 'minor_face',
  blocked_copy: 'blocked_media',
  blocked_face: 'blocked_media',
}

/**
 * Looks at the faces in a request's result (a photo, or a video's frames) before anything of it is
 * stored: a face under the minimum age, a copy of media a removal blocked (or a blocked face), or a
 * result the estimator cannot judge, fails the request (its points go back through the hold's
 * release) and the result is dropped unseen. When the request ended meanwhile (its deadline, a
 * delete), the user keeps their points and the file goes, unless it is the result another run of
 * this request completed with (two polls racing).
 */
export async function saveResult(request: RunningRequest, data: Buffer, mimeType: string) {
  await advanceRequest(request.id, 'saving')
  const isVideo = mimeType.startsWith('video/')
  const ctx = { path: request.kind, userId: request.userId }
  const ages = isVideo
    ? await checkVideoAges(data, ctx, 'result')
    : await checkPictureAges(data, ctx, 'result')
  if (!ages.allowed) {
    const reason = FAILURE_OF[ages.reason] ?? 'age_unchecked'
    return (await failRequest(request.id, reason)) ? ('failed' as const) : ('settled' as const)
  }
  let marked: Buffer
  try {
    // The configured port made it: a video's poll runs after its submit, on the same settings.
    const generator = (isVideo ? videoPort() : imagePort()).generator
    marked = await markAiGenerated(data, mimeType, generator)
  } catch (error) {
    logger.warn({ err: error, requestId: request.id }, 'the result could not be marked')
    return (await failRequest(request.id, 'provider_error'))
      ? ('failed' as const)
      : ('settled' as const)
  }
  const key = resultKey(request.id, request.userId, extensionOf(mimeType))
  await storePrivate(key, marked)
  const media = { key, type: mimeType, fingerprints: ages.fingerprints }
  if (await completeRequest(request.id, media)) return 'completed' as const
  const row = await db.from('studio_requests').where('id', request.id).select('media_key').first()
  if (row?.media_key !== key) await removePrivate(key)
  return 'settled' as const
}
