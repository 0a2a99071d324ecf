import { setTimeout as sleep } from 'node:timers/promises'
import {
  ImageProviderError,
  type ImageEditInput,
  type ImageGenerateInput,
  type DirectImagePort,
} from '#ai/services/image/image_port'
import { composeLocally } from '#ai/services/offline/image/local_composition'

/**
 * The offline default: pictures composed with sharp from the character's own images
 * (local_composition.ts), labelled as a local demo result.
 */
export class LocalImageAdapter implements DirectImagePort {
  readonly driver = 'local' as const
  readonly isLocal = true
  readonly generator = 'Velvet local image demo'

  /** `latencyMs`: a pause before composing, like a provider's (demos, crash tests). */
  constructor(private options: { latencyMs?: number } = {}) {}

  async generate(input: ImageGenerateInput, signal: AbortSignal) {
    return this.#compose(input.references, input.prompt, signal, input.size)
  }

  async edit(input: ImageEditInput, signal: AbortSignal) {
    return this.#compose([input.image], input.prompt, signal)
  }

  async #compose(
    sources: Buffer[],
    prompt: string,
    signal: AbortSignal,
    size?: ImageGenerateInput['size']
  ) {
    if (signal.aborted) throw new ImageProviderError('aborted')
    if (this.options.latencyMs) {
      await sleep(this.options.latencyMs, undefined, { signal }).catch(() => {
        throw new ImageProviderError('aborted')
      })
    }
    const data = await composeLocally(sources, prompt, size)
    if (signal.aborted) throw new ImageProviderError('aborted')
    return { data, mimeType: 'image/webp' as const, local: true }
  }
}
