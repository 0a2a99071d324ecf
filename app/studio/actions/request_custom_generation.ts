import { checkImage } from '#ai/services/moderation/moderation_service'
import { requestGeneration, type RequestedGeneration } from '#studio/actions/request_generation'
import { StudioError } from '#studio/actions/studio_error'
import { removeUpload, storeUpload, uploadKey } from '#studio/services/studio_uploads'

export type CustomType = 'photo' | 'video'

export type RequestCustomGenerationInput = {
  userId: number
  type: CustomType
  prompt: string | null | undefined
  clientKey: string
  /** The cleaned picture (PNG bytes from cleanImage). */
  image: Buffer | null
}

/**
 * A custom generation (product.md §2): the user's own picture and a prompt.
 * The cleaned picture is stored privately for its job (which deletes it when
 * it ends); the request, the hold of 500/1,100 points and the job come from
 * the studio. The picture passes the moderation service first, before it is
 * stored and before anything is held: a refusal is a 400, a provider that
 * cannot answer a 503 ("try again", nothing charged). A later refusal
 * (balance, the prompt's moderation) or a replay of the same client key
 * keeps nothing of this upload.
 */
export async function requestCustomGeneration(
  input: RequestCustomGenerationInput
): Promise<RequestedGeneration> {
  if (!input.image) throw new StudioError('studio.custom.errors.noImage', 422)
  if (!(input.prompt ?? '').trim()) throw new StudioError('studio.custom.errors.noPrompt', 422)
  const kind = input.type === 'video' ? 'custom_video' : 'custom_photo'
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
    })
    // The first request of this key has its own upload; this copy is not needed.
    if (accepted.replayed) await removeUpload(key)
    return accepted
  } catch (error) {
    await removeUpload(key).catch(() => {})
    throw error
  }
}
