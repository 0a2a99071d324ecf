import type { ImageMimeType, ImageSize } from '#ai/services/image/image_port'

/*
| Written from the Images API types the `openai` package ships: GPT image
| models answer base64 and reject `response_format`; dall-e-* and
| gpt-image-1 are retired. Any other name is a compatible server's model
| (stable-diffusion.cpp's), which keeps the legacy shape.
*/

/** gpt-image-1 itself is shut down; 1.5 is current on both endpoints. */
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

export function isGptImageModel(model: string) {
  return /^(gpt-image-|chatgpt-image-)/.test(model)
}

export function standardSizeFor(aspect: number): ImageSize {
  const distance = (size: ImageSize) =>
    Math.abs(Math.log(aspect) - Math.log(size.width / size.height))
  return STANDARD_SIZES.reduce((best, size) => (distance(size) < distance(best) ? size : best))
}

export const PORTRAIT_ASPECT = 3 / 4

export const sizeText = (size: ImageSize) => `${size.width}x${size.height}`

/** GPT image models: a standard size from `aspect`, never `response_format`. */
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

export function uploadBox(model: string, aspect: number): ImageSize {
  return isGptImageModel(model) ? standardSizeFor(aspect) : { width: 1024, height: 1024 }
}

/** A client-side timeout is never retried: the provider may still be rendering, and billing, the first. */
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
