import type { InferData } from '@adonisjs/core/types/transformers'
import type { Locale } from '#core/i18n/locales'
import { ownRequests, requestCounts } from '#studio/queries/studio_requests'
import ProfileMediaTransformer from '#studio/transformers/profile_media_transformer'

export type ProfileMedia = InferData<ProfileMediaTransformer>

/**
 * The profile's photo and video tabs (accounts' profile page reads this):
 * both counts, and the user's own requests of `open` (none when null).
 */
export async function profileMedia(
  userId: number,
  open: 'photo' | 'video' | null,
  locale: Locale
): Promise<ProfileMedia> {
  const [counts, items] = await Promise.all([
    requestCounts(userId),
    open ? ownRequests(userId, open, locale) : [],
  ])
  return new ProfileMediaTransformer({ counts, items }).toObject()
}
