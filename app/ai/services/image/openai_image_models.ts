import type { ImageMimeType, ImageSize } from '#ai/services/image/image_port'

/*
| What the adapter sends, per model, written from OpenAI's Images API
| reference as the `openai` package (7.57) ships it (resources/images.d.ts,
| generated from OpenAI's API spec):
|
| - GPT image models (`gpt-image-*`, `chatgpt-image-latest`) always answer
|   base64 (`b64_json`) and reject `response_format` (and `style`). Every one
|   of them takes the sizes 1024x1024, 1536x1024 and 1024x1536 (and `auto`;
|   only the gpt-image-2 and 2.5 families take other `WxH`). `quality` is
|   low|medium|high|auto, `output_format` png|jpeg|webp (png by default),
|   `output_compression` 0–100 for jpeg and webp only. `/images/edits`
|   takes png, webp or jpg images under 50 MB each.
| - `dall-e-2` and `dall-e-3` were retired on 12 May 2026 and `gpt-image-1`
|   was shut down on 23 October 2026: OpenAI refuses them.
| - Any other name is a model of an OpenAI-compatible server (e.g.
|   stable-diffusion.cpp's), which keeps the legacy shape: results asked as
|   `response_format: 'b64_json'`, a size only when one was asked, as `WxH`.
*/

/**
 * The default: listed as current for both endpoints, of the gpt-image-1
 * family (gpt-image-1 itself is shut down), the standard sizes only.
 */
export const DEFAULT_IMAGE_MODEL = 'gpt-image-1.5'

export const IMAGE_QUALITIES = ['low', 'medium', 'high', 'auto'] as const
export const IMAGE_OUTPUT_FORMATS = ['png', 'jpeg', 'webp'] as const

export type ImageQuality = (typeof IMAGE_QUALITIES)[number]
export type ImageOutputFormat = (typeof IMAGE_OUTPUT_FORMATS)[number]

export type ImageOutput = {
  quality: ImageQuality
  outputFormat: ImageOutputFormat
  /** 0–100, sent for jpeg and webp only (the API refuses it for png). */
  outputCompression?: number
}

/** The sizes every GPT image model accepts (besides `auto`, which may pick a square). */
export const STANDARD_SIZES: readonly ImageSize[] = [
  { width: 1024, height: 1024 },
  { width: 1536, height: 1024 },
  { width: 1024, height: 1536 },
]

export const OUTPUT_TYPES: Record<ImageOutputFormat, ImageMimeType> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
}

/** True for OpenAI's current model line (GPT image), false for a compatible server's model. */
export function isGptImageModel(model: string) {
  return /^(gpt-image-|chatgpt-image-)/.test(model)
}

/** The standard size closest in aspect to `aspect` (width / height), compared on a log scale. */
export function standardSizeFor(aspect: number): ImageSize {
  const distance = (size: ImageSize) =>
    Math.abs(Math.log(aspect) - Math.log(size.width / size.height))
  return STANDARD_SIZES.reduce((best, size) => (distance(size) < distance(best) ? size : best))
}

/** The aspect of a picture asked without size or image: the studio's portraits. */
export const PORTRAIT_ASPECT = 3 / 4

export const sizeText = (size: ImageSize) => `${size.width}x${size.height}`

/**
 * The request's fields besides model, prompt and image. GPT image models: a standard size from
 * `aspect`, quality and output format, never `response_format`.
 */
export function requestFields(
  model: string,
  output: ImageOutput,
  shape: { aspect: number; size?: ImageSize }
) {
  if (!isGptImageModel(model)) {
    return {
      response_format: 'b64_json' as const,
      ...(shape.size ? { size: sizeText(shape.size) } : {}),
    }
  }
  const lossy = output.outputFormat !== 'png' && output.outputCompression !== undefined
  return {
    size: sizeText(standardSizeFor(shape.aspect)),
    quality: output.quality,
    output_format: output.outputFormat,
    ...(lossy ? { output_compression: output.outputCompression } : {}),
  }
}

/**
 * The box an input picture is fitted into before `/images/edits`: the
 * chosen standard size for GPT image models, 1024 px a side otherwise.
 */
export function uploadBox(model: string, aspect: number): ImageSize {
  return isGptImageModel(model) ? standardSizeFor(aspect) : { width: 1024, height: 1024 }
}

/*
| What each model takes on `/images/edits`, and how long one attempt may run. a client-side timeout
| is never retried, since the provider may still be rendering, and billing, the first one.
*/
export type ModelTraits = {
  maxReferences: number
  inputFidelity: 'high' | null
  attemptTimeoutMs: number
}

const TRAITS: Array<[RegExp, ModelTraits]> = [
  [/^gpt-image-1-mini/, { maxReferences: 16, inputFidelity: null, attemptTimeoutMs: 60_000 }],
  [/^gpt-image-2/, { maxReferences: 16, inputFidelity: null, attemptTimeoutMs: 110_000 }],
  [
    /^(gpt-image-|chatgpt-image-)/,
    { maxReferences: 16, inputFidelity: 'high', attemptTimeoutMs: 110_000 },
  ],
]
const COMPATIBLE: ModelTraits = { maxReferences: 1, inputFidelity: null, attemptTimeoutMs: 110_000 }

export function traitsOf(model: string): ModelTraits {
  return TRAITS.find(([pattern]) => pattern.test(model))?.[1] ?? COMPATIBLE
}
