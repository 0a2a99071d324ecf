import OpenAI, {
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
  RateLimitError,
  toFile,
} from 'openai'
import {
  ImageProviderError,
  type ImageEditInput,
  type ImageGenerateInput,
  type ImageMimeType,
  type ImagePort,
  type ImageResult,
  type ImageSize,
} from '#ai/services/image/image_port'

export type OpenAiImageOptions = {
  baseUrl: string
  model: string
  apiKey: string
  timeoutMs: number
}

/** The type of an image from its first bytes (PNG, JPEG or WebP only). */
export function sniffImage(data: Buffer): ImageMimeType | null {
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png'
  if (data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg'
  if (data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP')
    return 'image/webp'
  return null
}

const EXTENSIONS: Record<ImageMimeType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
}

/**
 * Any server speaking the OpenAI Images API (OpenAI, stable-diffusion.cpp's
 * server, …) through the official client. A prompt alone goes to
 * `/images/generations`; a character's pictures go to the multipart
 * `/images/edits` (the generations endpoint takes no image): the first
 * reference leads, as the single `image` most servers accept. Results are
 * asked as `b64_json` (no second download from a provider URL). One retry
 * on a 429, a 5xx, a connection error or a timeout.
 */
export class OpenAiImageAdapter implements ImagePort {
  readonly driver = 'openai' as const
  readonly isLocal = false
  #client: OpenAI

  constructor(private options: OpenAiImageOptions) {
    this.#client = new OpenAI({
      baseURL: options.baseUrl,
      // Local servers need no key, but the client refuses to start without one.
      apiKey: options.apiKey || 'not-needed',
      timeout: options.timeoutMs,
      maxRetries: 1,
    })
  }

  async generate(input: ImageGenerateInput, signal: AbortSignal) {
    const [lead] = input.references
    if (lead) return this.#edit(lead, input.prompt, signal, input.size)
    return this.#call(signal, () =>
      this.#client.images.generate(
        {
          model: this.options.model,
          prompt: input.prompt,
          n: 1,
          response_format: 'b64_json',
          ...sizeParam(input.size),
        },
        { signal }
      )
    )
  }

  async edit(input: ImageEditInput, signal: AbortSignal) {
    return this.#edit(input.image, input.prompt, signal)
  }

  async #edit(image: Buffer, prompt: string, signal: AbortSignal, size?: ImageSize) {
    const type = sniffImage(image)
    if (!type) throw new ImageProviderError('bad_input', 'the image is not a PNG, JPEG or WebP')
    const file = await toFile(image, `image.${EXTENSIONS[type]}`, { type })
    return this.#call(signal, () =>
      this.#client.images.edit(
        {
          model: this.options.model,
          image: file,
          prompt,
          n: 1,
          response_format: 'b64_json',
          ...sizeParam(size),
        },
        { signal }
      )
    )
  }

  async #call(
    signal: AbortSignal,
    request: () => Promise<{ data?: Array<{ b64_json?: string }> }>
  ): Promise<ImageResult> {
    let answer: Awaited<ReturnType<typeof request>>
    try {
      answer = await request()
    } catch (error) {
      throw failure(error, signal)
    }
    const encoded = answer?.data?.[0]?.b64_json
    if (typeof encoded !== 'string' || !encoded) {
      throw new ImageProviderError('bad_response', 'the image provider sent no b64_json')
    }
    const data = Buffer.from(encoded, 'base64')
    const mimeType = sniffImage(data)
    if (!mimeType) throw new ImageProviderError('bad_response', 'b64_json is not an image')
    return { data, mimeType, local: false }
  }
}

/** OpenAI lists its sizes; other servers (stable-diffusion.cpp) take any `WxH`. */
function sizeParam(size?: ImageSize) {
  return size ? { size: `${size.width}x${size.height}` as '1024x1024' } : {}
}

function failure(error: unknown, signal: AbortSignal) {
  if (error instanceof ImageProviderError) return error
  if (signal.aborted || error instanceof APIUserAbortError) {
    return new ImageProviderError('aborted', 'stopped', { cause: error })
  }
  if (error instanceof APIConnectionTimeoutError) {
    return new ImageProviderError('timeout', 'the image provider did not answer in time', {
      cause: error,
    })
  }
  if (error instanceof RateLimitError) {
    return new ImageProviderError('rate_limited', error.message, { cause: error })
  }
  if (error instanceof APIError) {
    return new ImageProviderError('unavailable', error.message, { cause: error })
  }
  return new ImageProviderError('bad_response', String(error), { cause: error })
}
