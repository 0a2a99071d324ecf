import { BaseTransformer } from '@adonisjs/core/transformers'
import type { StudioRequestData } from '#studio/queries/studio_requests'
import { published } from '#core/http/json_answer'

type StatusOf = {
  kind: 'photo' | 'video'
  view: StudioRequestData
  /** The user's words for a failure (translated by the controller); null otherwise. */
  message: string | null
  /** After a failure the points are back: the page shows the balance as it is now. */
  balance: number
}

/**
 * The answer of `GET /photos/status/:taskId` and `/videos/status/:taskId`, polled by the model
 * page.
 */
export default class RequestStatusTransformer extends BaseTransformer<StatusOf> {
  toObject() {
    const { kind, view, message, balance } = this.resource
    // One of each pair is present (the one of the request's kind).
    const path: { imagePath?: string | null; videoPath?: string | null } =
      kind === 'video' ? { videoPath: view.mediaPath } : { imagePath: view.mediaPath }
    const request: { photo?: StudioRequestData; video?: StudioRequestData } =
      kind === 'video' ? { video: view } : { photo: view }
    return published.status({
      status: view.status,
      stage: view.stage,
      elapsedSeconds: view.elapsedSeconds,
      ...path,
      message,
      balance,
      ...request,
    })
  }
}
