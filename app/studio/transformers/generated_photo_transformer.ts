import { BaseTransformer } from '@adonisjs/core/transformers'
import type { StudioRequestData } from '#studio/queries/studio_requests'

/**
 * What `POST /photos/generate` answers under `photo`: the whole request,
 * its picture as `imagePath` once ready (the spec's name), and the balance.
 */
export default class GeneratedPhotoTransformer extends BaseTransformer<{
  view: StudioRequestData
  remainingBalance: number
}> {
  toObject() {
    const { view, remainingBalance } = this.resource
    return { ...view, imagePath: view.mediaPath, remainingBalance }
  }
}
