import { checkPictureAges } from '#ai/services/age/age_service'
import { checkImage } from '#ai/services/moderation/moderation_service'
import { requestGeneration, type RequestedGeneration } from '#studio/actions/request_generation'
import { StudioError } from '#studio/exceptions/studio_error'
import { removeUpload, storeUpload, uploadKey } from '#studio/services/studio_uploads'
import { PICTURE_CONSENT_VERSION, pictureSha256 } from '#studio/rules/picture_consent'
import type { Locale } from '#core/i18n/locales'

export type CustomType = 'photo' | 'video'

const AGE_REFUSAL_STATUS = {
  minor_face: 400,
  unreadable: 422,
  unavailable: 503,
  // Media a removal request blocked: this picture cannot be used, whatever is tried.
  blocked_copy: 422,
  blocked_face: 422,
} as const

export type RequestCustomGenerationInput = {
  userId: number
  type: CustomType
  prompt: string | null | undefined
  clientKey: string
  /** The cleaned picture (PNG bytes from cleanImage). */
  image: Buffer | null
  /** The user ticked the picture consent, shown in this language (the validator refuses less). */
  consent: { locale: Locale }
}

/**
 * A custom generation: the user's own picture and a prompt. A later refusal (balance, the prompt's
 * moderation) or a replay of the same client key keeps nothing of this upload.
 */
export async function requestCustomGeneration(
  input: RequestCustomGenerationInput
): Promise<RequestedGeneration> {
  if (!input.image) throw new StudioError('studio.custom.errors.noImage', 422)
  if (!(input.prompt ?? '').trim()) throw new StudioError('studio.custom.errors.noPrompt', 422)
  const kind = input.type === 'video' ? 'custom_video' : 'custom_photo'
  const ages = await checkPictureAges(input.image, { path: kind, userId: input.userId }, 'upload')
  if (!ages.allowed) throw new StudioError(ages.messageKey, AGE_REFUSAL_STATUS[ages.reason])
  const verdict = await checkImage(
    { bytes: input.image, mime: 'image/png' },
    { path: kind, userId: input.userId }
  )
  if (!verdict.allowed) {
    throw new StudioError(verdict.messageKey, verdict.category === 'unavailable' ? 503 : 400)
  }
  const key = uploadKey('png')
  await storeUpload(key, input.image)
  try {
    const accepted = await requestGeneration({
      userId: input.userId,
      kind,
      prompt: input.prompt,
      clientKey: input.clientKey,
      uploadKey: key,
      attestation: {
        textVersion: PICTURE_CONSENT_VERSION,
        locale: input.consent.locale,
        pictureSha256: pictureSha256(input.image),
      },
    })
    // The first request of this key has its own upload; this copy is not needed.
    if (accepted.replayed) await removeUpload(key)
    return accepted
  } catch (error) {
    await removeUpload(key).catch(() => {})
    throw error
  }
}
