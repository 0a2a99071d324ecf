import { setTimeout as sleep } from 'node:timers/promises'
import OpenAI, { toFile } from 'openai'
import type { ImagesResponse } from 'openai/resources/images'
import {
  ImageProviderError,
  type ImageCallLimits,
  type ImageEditInput,
  type ImageGenerateInput,
  type DirectImagePort,
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
  isGptImageModel,
  requestFields,
  traitsOf,
  type ImageOutput,
  type ModelTraits,
} from '#ai/services/image/openai_image_models'
import { ConfigBreaker, configMessage, providerOf } from '#ai/services/config_breaker'

export { sniffImage }

export type OpenAiImageOptions = {
  baseUrl: string
  model: string
  apiKey: string
  /** Longest single attempt (AI_IMAGE_TIMEOUT_MS); by default the model's (openai_image_models.ts). */
  timeoutMs?: number
  /** How long a refused configuration fails calls at once (config_breaker.ts). */
  configCooldownMs?: number
} & Partial<ImageOutput>

type AttemptOptions = { signal: AbortSignal; timeout: number; maxRetries: 0 }

/**
 * Any server speaking the OpenAI Images API (OpenAI, stable-diffusion.cpp's server, …) through the
 * official client. never after a timeout (image_attempts.ts).
 */
export class OpenAiImageAdapter implements DirectImagePort {
  readonly driver = 'openai' as const
  readonly isLocal = false
  /** `OpenAI <model>` on OpenAI's own API; another server's model by its name. */
  readonly generator: string
  readonly provider: string
  #client: OpenAI
  #output: ImageOutput
  #traits: ModelTraits
  #timeoutMs: number
  #breaker: ConfigBreaker

  constructor(private options: OpenAiImageOptions) {
    const onOpenAi = URL.parse(options.baseUrl)?.hostname === 'api.openai.com'
    this.generator = onOpenAi ? `OpenAI ${options.model}` : options.model
    this.provider = providerOf(options.baseUrl)
    this.#breaker = new ConfigBreaker('image', this.provider, options.configCooldownMs)
    this.#traits = traitsOf(options.model)
    this.#timeoutMs = options.timeoutMs ?? this.#traits.attemptTimeoutMs
    this.#client = new OpenAI({
      baseURL: options.baseUrl,
      // Local servers need no key, but the client refuses to start without one.
      apiKey: options.apiKey || 'not-needed',
      timeout: this.#timeoutMs,
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
    const references = input.references.slice(0, this.#traits.maxReferences)
    if (references.length) return this.#edit(references, input, signal, limits, input.size)
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
    return this.#edit([input.image], input, signal, limits)
  }

  async #edit(
    images: Buffer[],
    { prompt, userId }: { prompt: string; userId?: number },
    signal: AbortSignal,
    limits: ImageCallLimits | undefined,
    size?: ImageSize
  ) {
    const { model } = this.options
    // The lead picture's shape chooses the output size; the others are fitted the same way.
    const uploads = await Promise.all(images.map((image) => uploadable(image, model, size)))
    const fields = requestFields(model, this.#output, { aspect: uploads[0].aspect, size })
    const fidelity = this.#traits.inputFidelity
    const files = () =>
      Promise.all(uploads.map((upload) => toFile(upload.data, 'image.png', { type: 'image/png' })))
    return this.#attempts(signal, limits, async (options) => {
      const pictures = await files()
      return this.#client.images.edit(
        {
          model,
          image: isGptImageModel(model) ? pictures : pictures[0],
          prompt,
          n: 1,
          safety_identifier: safetyIdentifier(userId),
          ...(fidelity ? { input_fidelity: fidelity } : {}),
          ...fields,
        },
        options
      )
    })
  }

  /**
   * One attempt, and one retry when it is worth it and fits: the first attempt gets the usable time
   * (at most the attempt timeout), the retry what is left after the wait the provider asks for, or
   * there is no retry and the failure is said at once.
   */
  async #attempts(
    signal: AbortSignal,
    limits: ImageCallLimits | undefined,
    request: (options: AttemptOptions) => Promise<ImagesResponse>
  ): Promise<ImageResult> {
    if (signal.aborted) throw new ImageProviderError('aborted', 'stopped')
    const problem = this.#breaker.open()
    if (problem) throw new ImageProviderError('misconfigured', configMessage(problem))
    // Without a deadline: room for two full attempts.
    const budget = new AttemptBudget(
      limits?.timeLeftMs ?? 2 * this.#timeoutMs + 5000,
      this.#timeoutMs
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
        if (wait === null) throw providerFailure(error, signal, this.#breaker)
        const next = budget.retryTimeout(wait)
        if (next === null) throw noTimeToRetry(error, signal, wait, budget.left())
        await sleep(wait, undefined, { signal }).catch(() => {
          throw new ImageProviderError('aborted', 'stopped')
        })
        timeout = next
        continue
      }
      return { ...decoded(answer), usage: this.#usage(answer) }
    }
  }

  #usage(answer: ImagesResponse) {
    const usage = answer.usage
    return {
      provider: this.provider,
      model: this.options.model,
      inputTokens: usage?.input_tokens ?? 0,
      outputTokens: usage?.output_tokens ?? 0,
      images: answer.data?.length ?? 1,
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
