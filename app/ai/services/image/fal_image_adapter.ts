import {
  FalTaskAdapter,
  badResult,
  type FalTaskOptions,
  type Json,
} from '#ai/services/fal/fal_task_adapter'
import { fitPicture } from '#ai/services/fal/fit_picture'
import { falImageModel, type FalImageModel } from '#ai/services/image/fal_image_models'
import type { ImageTaskInput, QueuedImagePort } from '#ai/services/image/image_port'
import type { StartOptions } from '#ai/services/tasks/task_port'

export type FalImageOptions = FalTaskOptions & {
  /** fal's `enable_safety_checker`; on, a result fal flags (`has_nsfw_concepts`) is refused. */
  safetyChecker: boolean
}

const PICTURE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp'])

/**
 * Image-to-image on fal's queue (fal_task_adapter.ts follows the task): the character's references
 * (the lead first) or the user's picture, resized to the model's limits (fal_image_models.ts), as
 * short-lived signed URLs of our private store when the caller can publish them, else inline.
 */
export class FalImageAdapter extends FalTaskAdapter implements QueuedImagePort {
  readonly driver = 'fal' as const
  readonly queued = true as const
  readonly #model: FalImageModel

  constructor(private settings: FalImageOptions) {
    super(settings)
    this.#model = falImageModel(settings.model)
  }

  async start(input: ImageTaskInput, signal?: AbortSignal, options: StartOptions = {}) {
    const urls: string[] = []
    for (const image of input.images.slice(0, this.#model.maxImages)) {
      const picture = await fitPicture(image, this.#model)
      urls.push(
        input.publish
          ? await input.publish(picture, 'image/jpeg')
          : `data:image/jpeg;base64,${picture.toString('base64')}`
      )
    }
    const body: Json = { prompt: input.prompt, ...this.#model.extra }
    body[this.#model.imageField] = this.#model.imageField === 'image_urls' ? urls : urls[0]
    if (this.#model.safetyChecker) body.enable_safety_checker = this.settings.safetyChecker
    return this.submit(body, signal, options)
  }

  protected outcomeOf(answer: Json) {
    const image = answer.images?.[0] ?? answer.image
    if (typeof image?.url !== 'string' || !image.url) return badResult('image')
    const flagged = Array.isArray(answer.has_nsfw_concepts) && answer.has_nsfw_concepts[0] === true
    if (flagged && this.settings.safetyChecker) {
      return { state: 'failed' as const, reason: 'fal’s safety checker flagged it', refused: true }
    }
    // fal names the type it wrote; a file it leaves unnamed is read as JPEG (FLUX's default).
    const type = typeof image.content_type === 'string' ? image.content_type : 'image/jpeg'
    if (!PICTURE_TYPES.has(type)) {
      return { state: 'failed' as const, reason: `the model returned ${type.slice(0, 60)}` }
    }
    return { state: 'completed' as const, media: { url: image.url, mimeType: type } }
  }
}
