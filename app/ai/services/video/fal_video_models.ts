import type { PictureLimits } from '#ai/services/fal/fit_picture'

/**
 * What each fal image-to-video model takes, from its page on fal (input schema): the field the
 * still goes in, the still's limits (we resize to fit), and the clip length we ask for.
 */
export type FalVideoModel = PictureLimits & {
  imageField: 'image_url' | 'start_image_url'
  duration?: string
}

const MB = 1024 * 1024

const COMMON: FalVideoModel = {
  imageField: 'image_url',
  maxSide: 2048,
  minSide: 300,
  maxBytes: 10 * MB,
  aspect: [0.4, 2.5],
}

export const FAL_VIDEO_MODELS: Record<string, FalVideoModel> = {
  'fal-ai/kling-video/v2.1/standard/image-to-video': { ...COMMON, duration: '5' },
  'fal-ai/kling-video/v2.5-turbo/standard/image-to-video': { ...COMMON, duration: '5' },
  'fal-ai/kling-video/v4/image-to-video': {
    ...COMMON,
    imageField: 'start_image_url',
    maxBytes: 30 * MB,
    duration: '5',
  },
}

export function falVideoModel(model: string): FalVideoModel {
  return FAL_VIDEO_MODELS[model] ?? COMMON
}
