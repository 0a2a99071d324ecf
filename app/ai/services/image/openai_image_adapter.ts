import { setTimeout as sleep } from 'node:timers/promises'
import OpenAI, { toFile } from 'openai'
import type { ImagesResponse } from 'openai/resources/images'
import {
  ImageProviderError,
  type ImageCallLimits,
  type ImageEditInput,
  type ImageGenerateInput,
  type ImagePort,
  type ImageResult,
  type ImageSize,
} from '#ai/services/image/image_port'
import {
  AttemptBudget,
  noTimeToRetry,
  providerFailure,
  retryWait,
} from '#ai/services/image/image_attempts'
import { sniffImage, uploadable } from '#ai/services/image/openai_image_input'
import { safetyIdentifier } from '#ai/services/safety_identifier'
import {
  PORTRAIT_ASPECT,
  requestFields,
  type ImageOutput,
} from '#ai/services/image/openai_image_models'

export { sniffImage }

export type OpenAiImageOptions = {
  baseUrl: string
  model: string
  apiKey: string
  /** Longest single attempt; a near deadline shortens it so that one retry fits. */
  timeoutMs: number
} & Partial<ImageOutput>

type AttemptOptions = { signal: AbortSignal; timeout: number; maxRetries: 0 }

/**
 * Any server speaking the OpenAI Images API (OpenAI, stable-diffusion.cpp's
 * server, …) through the official client. A prompt alone goes to
 * `/images/generations`; a character's pictures go to the multipart
 * `/images/edits` (the generations endpoint takes no image): the first
 * reference leads, as the single `image`, converted to a PNG the endpoint
 * accepts. What each model is sent: openai_image_models.ts. One retry on
 * a 408/409/429/5xx, a dropped connection or a timeout, when it fits in
 * the time left (image_attempts.ts).
 */
export class OpenAiImageAdapter implements ImagePort {
  readonly driver = 'openai' as const
  readonly isLocal = false
  /** `OpenAI <model>` on OpenAI's own API; another server's model by its name. */
  readonly generator: string
  #client: OpenAI
  #output: ImageOutput

  constructor(private options: OpenAiImageOptions) {
    const onOpenAi = URL.parse(options.baseUrl)?.hostname === 'api.openai.com'
    this.generator = onOpenAi ? `OpenAI ${options.model}` : options.model
    this.#client = new OpenAI({
      baseURL: options.baseUrl,
      // Local servers need no key, but the client refuses to start without one.
      apiKey: options.apiKey || 'not-needed',
      timeout: options.timeoutMs,
      // The retry is ours (#attempts): the client's would ignore the deadline.
      maxRetries: 0,
    })
    this.#output = {
      quality: options.quality ?? 'auto',
      outputFormat: options.outputFormat ?? 'png',
      outputCompression: options.outputCompression,
    }
  }

  async generate(input: ImageGenerateInput, signal: AbortSignal, limits?: ImageCallLimits) {
    const [lead] = input.references
    if (lead) return this.#edit(lead, input, signal, limits, input.size)
    const { model } = this.options
    const aspect = input.size ? input.size.width / input.size.height : PORTRAIT_ASPECT
    const fields = requestFields(model, this.#output, { aspect, size: input.size })
    return this.#attempts(signal, limits, (options) =>
      this.#client.images.generate(
        {
          model,
          prompt: input.prompt,
          n: 1,
          safety_identifier: safetyIdentifier(input.userId),
          ...fields,
        },
        options
      )
    )
  }

  async edit(input: ImageEditInput, signal: AbortSignal, limits?: ImageCallLimits) {
    return this.#edit(input.image, input, signal, limits)
  }

  async #edit(
    image: Buffer,
    { prompt, userId }: { prompt: string; userId?: number },
    signal: AbortSignal,
    limits: ImageCallLimits | undefined,
    size?: ImageSize
  ) {
    const { model } = this.options
    const upload = await uploadable(image, model, size)
    const fields = requestFields(model, this.#output, { aspect: upload.aspect, size })
    return this.#attempts(signal, limits, async (options) =>
      this.#client.images.edit(
        {
          model,
          image: await toFile(upload.data, 'image.png', { type: 'image/png' }),
          prompt,
          n: 1,
          safety_identifier: safetyIdentifier(userId),
          ...fields,
        },
        options
      )
    )
  }

  /**
   * One attempt, and one retry when it is worth it and fits: the first
   * attempt gets half the usable time (at most AI_IMAGE_TIMEOUT_MS), the
   * retry at least as much after the wait the provider asks for, or there
   * is no retry and the failure is said at once.
   */
  async #attempts(
    signal: AbortSignal,
    limits: ImageCallLimits | undefined,
    request: (options: AttemptOptions) => Promise<ImagesResponse>
  ): Promise<ImageResult> {
    if (signal.aborted) throw new ImageProviderError('aborted', 'stopped')
    // Without a deadline: room for two full attempts.
    const budget = new AttemptBudget(
      limits?.timeLeftMs ?? 2 * this.options.timeoutMs + 5000,
      this.options.timeoutMs
    )
    if (budget.attemptMs < 1) {
      throw new ImageProviderError('timeout', 'no time left before the deadline')
    }
    let timeout = budget.attemptMs
    for (let attempt = 1; ; attempt++) {
      let answer: ImagesResponse
      try {
        answer = await request({ signal, timeout, maxRetries: 0 })
      } catch (error) {
        const wait = attempt === 1 && !signal.aborted ? retryWait(error) : null
        if (wait === null) throw providerFailure(error, signal)
        const next = budget.retryTimeout(wait)
        if (next === null) throw noTimeToRetry(error, signal, wait, budget.left())
        await sleep(wait, undefined, { signal }).catch(() => {
          throw new ImageProviderError('aborted', 'stopped')
        })
        timeout = next
        continue
      }
      return decoded(answer)
    }
  }
}

/** The first picture of an answer: GPT image models send `b64_json` only, and so are others asked. */
function decoded(answer: ImagesResponse | undefined): ImageResult {
  const encoded = answer?.data?.[0]?.b64_json
  if (typeof encoded !== 'string' || !encoded) {
    throw new ImageProviderError('bad_response', 'the image provider sent no b64_json')
  }
  const data = Buffer.from(encoded, 'base64')
  const mimeType = sniffImage(data)
  if (!mimeType) throw new ImageProviderError('bad_response', 'b64_json is not an image')
  return { data, mimeType, local: false }
}
