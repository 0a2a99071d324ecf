import {
  FalTaskAdapter,
  badResult,
  type FalTaskOptions,
  type Json,
} from '#ai/services/fal/fal_task_adapter'
import { fitPicture } from '#ai/services/fal/fit_picture'
import { falVideoModel, type FalVideoModel } from '#ai/services/video/fal_video_models'
import type { StartOptions } from '#ai/services/tasks/task_port'
import type { VideoInput, VideoPort } from '#ai/services/video/video_port'

export type FalVideoOptions = FalTaskOptions

/**
 * Image-to-video on fal's queue (fal_task_adapter.ts follows the task). The result is `video.url`
 * with its `content_type`: we store MP4s only.
 */
export class FalVideoAdapter extends FalTaskAdapter implements VideoPort {
  readonly driver = 'fal' as const
  readonly #model: FalVideoModel

  constructor(options: FalVideoOptions) {
    super(options)
    this.#model = falVideoModel(options.model)
  }

  async start(input: VideoInput, signal?: AbortSignal, options: StartOptions = {}) {
    const still = await fitPicture(input.image, this.#model)
    const imageUrl = input.publish
      ? await input.publish(still, 'image/jpeg')
      : `data:image/jpeg;base64,${still.toString('base64')}`
    const body: Json = { prompt: input.prompt, [this.#model.imageField]: imageUrl }
    if (this.#model.duration) body.duration = this.#model.duration
    return this.submit(body, signal, options)
  }

  protected outcomeOf(answer: Json) {
    const video = answer.video ?? answer.videos?.[0]
    if (typeof video?.url !== 'string' || !video.url) return badResult('video')
    // Another format is the model's failure, not one to mislabel.
    const type = typeof video.content_type === 'string' ? video.content_type : 'video/mp4'
    if (type !== 'video/mp4') {
      return { state: 'failed' as const, reason: `the model returned ${type.slice(0, 60)}` }
    }
    return { state: 'completed' as const, media: { url: video.url, mimeType: 'video/mp4' } }
  }
}
