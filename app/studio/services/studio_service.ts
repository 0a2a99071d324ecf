import type { Locale } from '#core/i18n/locales'
import { ownRequests, requestCounts } from '#studio/queries/studio_requests'

/**
 * The studio's public service for other modules (the profile's photo and
 * video tabs): a user's own requests and how many there are.
 */
const studio = {
  counts: (userId: number) => requestCounts(userId),
  requests: (userId: number, kind: 'photo' | 'video', locale: Locale) =>
    ownRequests(userId, kind, locale),
}

export default studio
