import { BaseTransformer } from '@adonisjs/core/transformers'
import type { StudioRequestData } from '#studio/queries/studio_requests'

type ProfileMedia = {
  /** The photos and videos tabs show their counts always… */
  counts: { photos: number; videos: number }
  /** …and the open tab's requests, newest first (none when another tab is open). */
  items: StudioRequestData[]
}

/** The profile's photos and videos tabs. */
export default class ProfileMediaTransformer extends BaseTransformer<ProfileMedia> {
  toObject() {
    return this.pick(this.resource, ['counts', 'items'])
  }
}
