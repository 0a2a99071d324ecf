import type { InferData } from '@adonisjs/core/types/transformers'
import type { Locale } from '#core/i18n/locales'
import { ownRequests, requestCounts } from '#studio/queries/studio_requests'
import ProfileMediaTransformer from '#studio/transformers/profile_media_transformer'

export type ProfileMedia = InferData<ProfileMediaTransformer>

/**
 * The studio's public service for other modules: the profile's photo and
 * video tabs (a user's own requests and how many there are).
 */
const studio = {
  /** The profile's media tabs: both counts, and the requests of `open` (none when null). */
  async profileMedia(
    userId: number,
    open: 'photo' | 'video' | null,
    locale: Locale
  ): Promise<ProfileMedia> {
    const [counts, items] = await Promise.all([
      requestCounts(userId),
      open ? ownRequests(userId, open, locale) : [],
    ])
    return new ProfileMediaTransformer({ counts, items }).toObject()
  },
}

export default studio
