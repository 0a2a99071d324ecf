import logger from '@adonisjs/core/services/logger'
import aiConfig, { type AgeConfig } from '#config/ai'
import { recordRefusal } from '#ai/actions/record_refusal'
import { pictureFingerprint } from '#ai/queries/media_fingerprints'
import { UnreadableMediaError } from '#ai/exceptions/unreadable_media_error'
import { AgeEstimatorError, type AgeEstimator, type FaceAge } from '#ai/services/age/age_port'
import { BlockedMediaCheck, type BlockedReason } from '#ai/services/age/blocked_media_check'
import { LocalAgeEstimator } from '#ai/services/age/local_age_estimator'
import { videoFrames } from '#ai/services/age/video_frames'
import type { ModerationContext, ModerationRefusal } from '#ai/services/moderation/moderation_types'
import { instrumentPort } from '#core/metrics/provider_metrics'
import { loadedAtBoot } from '#ai/services/loaded_at_boot'

/*
| The age policy over the configured estimator (docs/safety.md): every face found must be estimated
| at `minAge` or older (a range's low bound).
*/

/** Where the picture is: a user's upload, or a generated result about to be saved. */
export type AgeStage = 'upload' | 'result'
export type AgeRefusalReason = 'minor_face' | 'unreadable' | 'unavailable' | BlockedReason

export type AgeVerdict =
  /** `fingerprints`: those of the pictures judged (a video's frames), for the caller to keep. */
  | { allowed: true; faces: number; fingerprints: string[] }
  | { allowed: false; reason: AgeRefusalReason; messageKey: string }

const MESSAGE_KEYS: Record<AgeRefusalReason, string> = {
  minor_face: 'safety.faceMinor',
  unreadable: 'safety.faceUnreadable',
  unavailable: 'safety.unavailable',
  blocked_copy: 'safety.blockedCopy',
  blocked_face: 'safety.blockedFace',
}

/** The recorded category and rule of each refusal (`takedown.upload.copy` …). */
function recordedAs(reason: AgeRefusalReason, stage: AgeStage) {
  if (reason === 'blocked_copy' || reason === 'blocked_face') {
    return { category: 'takedown', ruleId: `takedown.${stage}.${reason.slice(8)}` } as const
  }
  const category = reason === 'minor_face' ? 'minors' : 'unavailable'
  return { category, ruleId: `age.${stage}.${reason}` } as const
}

/** The estimator AI_AGE_DRIVER asks for; AWS's client is imported only when asked for. */
export async function createAgeEstimator(config: AgeConfig): Promise<AgeEstimator> {
  if (config.driver === 'rekognition') {
    const { RekognitionAgeEstimator } = await import('#ai/services/age/rekognition_age_estimator')
    return new RekognitionAgeEstimator(config)
  }
  return new LocalAgeEstimator()
}

let fromConfig: AgeEstimator | undefined
let configured: AgeEstimator | undefined

/** Makes the estimator config/ai.ts asks for, once, at boot. */
export async function loadAgeEstimator() {
  fromConfig ??= instrumentPort(await createAgeEstimator(aiConfig.age), 'age')
}

/** The process's estimator; its calls are timed. */
export function ageEstimator(): AgeEstimator {
  return configured ?? loadedAtBoot(fromConfig, 'age')
}

/** Tests point the policy at an estimator of their own; without an argument the configured one returns. */
export function useAgeEstimator(next?: AgeEstimator) {
  configured = next && instrumentPort(next, 'age')
}

/** The youngest age a face may be estimated at and pass. */
export function minimumAge() {
  return aiConfig.age.minAge
}

/** True when a face is estimated under the minimum age (or its age is not a number). */
export function showsMinor(faces: FaceAge[]) {
  return faces.some((face) => !(face.age >= minimumAge()))
}

/** Every face in the pictures `source` gives, judged until the first refusal. */
async function judge(
  source: () => Promise<Buffer[]>,
  ctx: ModerationContext,
  stage: AgeStage
): Promise<AgeVerdict> {
  const estimator = ageEstimator()
  const blocks = new BlockedMediaCheck(estimator.driver)
  let faces = 0
  const fingerprints: string[] = []
  let reason: AgeRefusalReason | null = null
  try {
    for (const picture of await source()) {
      const estimate = await estimator.estimate(picture)
      faces += estimate.faces.length
      if (showsMinor(estimate.faces)) {
        reason = 'minor_face'
        break
      }
      const fingerprint = await pictureFingerprint(picture)
      fingerprints.push(fingerprint)
      reason = await blocks.reasonFor(picture, fingerprint, estimate.faces)
      if (reason) break
    }
  } catch (error) {
    if (error instanceof UnreadableMediaError) reason = 'unreadable'
    else reason = error instanceof AgeEstimatorError ? error.kind : 'unavailable'
    logger.warn(
      { err: error, path: ctx.path, stage, estimator: estimator.name },
      'age check failed'
    )
  }
  if (!reason) return { allowed: true, faces, fingerprints }
  const recorded = recordedAs(reason, stage)
  const refusal: ModerationRefusal = {
    allowed: false,
    ...recorded,
    // Our own list decides a takedown refusal, whichever estimator looked.
    source: estimator.driver === 'local' || recorded.category === 'takedown' ? 'local' : 'provider',
    messageKey: MESSAGE_KEYS[reason],
  }
  await recordRefusal(ctx, refusal)
  return { allowed: false, reason, messageKey: refusal.messageKey }
}

/** A picture (any format sharp reads). */
export function checkPictureAges(picture: Buffer, ctx: ModerationContext, stage: AgeStage) {
  return judge(async () => [picture], ctx, stage)
}

/** A video: its first, inner and last frames (video_frames.ts). */
export function checkVideoAges(video: Buffer, ctx: ModerationContext, stage: AgeStage) {
  return judge(() => videoFrames(video), ctx, stage)
}
