import { ImageProviderError } from '#ai/services/image/image_port'
import {
  OpenAiImageAdapter,
  type OpenAiImageOptions,
} from '#ai/services/image/openai_image_adapter'
import { DEFAULT_IMAGE_MODEL } from '#ai/services/image/openai_image_models'
import type { ImagesFake } from '#tests/fakes/images_fake'

/** The OpenAI image adapter pointed at `fake`, with the default model unless told. */
export function adapterFor(fake: ImagesFake, options: Partial<OpenAiImageOptions> = {}) {
  return new OpenAiImageAdapter({
    baseUrl: fake.url,
    model: DEFAULT_IMAGE_MODEL,
    apiKey: 'sk-test',
    // A timeout is never retried: room for a loaded machine to encode the fake's pictures.
    timeoutMs: 15_000,
    ...options,
  })
}

/** The ImageProviderError `promise` rejects with (anything else fails the test). */
export async function failure(promise: Promise<unknown>) {
  try {
    await promise
  } catch (error) {
    if (error instanceof ImageProviderError) return error
    throw error
  }
  throw new Error('expected an ImageProviderError')
}

/** A signal nobody aborts. */
export const signal = () => new AbortController().signal
