import type { PictureLimits } from '#ai/services/fal/fit_picture'

/**
 * What each fal image-to-image model takes (docs/ai-providers.md says what fal's pages confirm and
 * what is assumed): the field the pictures go in (`image_urls`, a list, or `image_url`, one), how
 * many it takes, each picture's limits (we resize to fit), and whether it reads
 * `enable_safety_checker`.
 */
export type FalImageModel = PictureLimits & {
  imageField: 'image_url' | 'image_urls'
  maxImages: number
  safetyChecker: boolean
  /** Sent as they are (the model's own settings we fix). */
  extra?: Record<string, string | number>
}

export const DEFAULT_FAL_IMAGE_MODEL = 'fal-ai/bytedance/seedream/v4/edit'

const MB = 1024 * 1024

const COMMON: FalImageModel = {
  imageField: 'image_url',
  maxImages: 1,
  maxSide: 2048,
  minSide: 300,
  maxBytes: 10 * MB,
  aspect: [0.4, 2.5],
  safetyChecker: true,
}

export const FAL_IMAGE_MODELS: Record<string, FalImageModel> = {
  [DEFAULT_FAL_IMAGE_MODEL]: { ...COMMON, imageField: 'image_urls', maxImages: 10 },
  'fal-ai/flux-pro/kontext': { ...COMMON, aspect: [9 / 21, 21 / 9] },
  'fal-ai/flux/dev/image-to-image': { ...COMMON, extra: { strength: 0.9 } },
}

export function falImageModel(model: string): FalImageModel {
  return FAL_IMAGE_MODELS[model] ?? COMMON
}
