import aiConfig, { type ImageConfig } from '#config/ai'
import type { ImagePort } from '#ai/services/image/image_port'
import { FalImageAdapter } from '#ai/services/image/fal_image_adapter'
import { LocalImageAdapter } from '#ai/services/offline/image/local_image_adapter'
import type { OpenAiImageOptions } from '#ai/services/image/openai_image_adapter'
import { instrumentPort } from '#core/metrics/provider_metrics'
import { loadedAtBoot } from '#ai/services/loaded_at_boot'

export type { ImageConfig }

/**
 * The adapter `config` asks for (output settings may be left out: the API's defaults); OpenAI's
 * client is imported only when asked for.
 */
export async function createImagePort(
  config: Pick<ImageConfig, 'driver' | 'localLatencyMs'> &
    OpenAiImageOptions &
    Partial<Pick<ImageConfig, 'jwksUrl' | 'safetyChecker'>>
): Promise<ImagePort> {
  if (config.driver === 'openai') {
    const { OpenAiImageAdapter } = await import('#ai/services/image/openai_image_adapter')
    return new OpenAiImageAdapter(config)
  }
  if (config.driver === 'fal') {
    return new FalImageAdapter({
      ...config,
      timeoutMs: config.timeoutMs ?? 30_000,
      safetyChecker: config.safetyChecker ?? true,
    })
  }
  return new LocalImageAdapter({ latencyMs: config.localLatencyMs })
}

let fromConfig: ImagePort | undefined
let configured: ImagePort | undefined

/** Makes the port config/ai.ts asks for (AI_IMAGE_DRIVER), once, at boot. */
export async function loadImagePort() {
  fromConfig ??= instrumentPort(await createImagePort(aiConfig.image), 'image')
}

/** The process's image port; its calls are timed. */
export function imagePort(): ImagePort {
  return configured ?? loadedAtBoot(fromConfig, 'image')
}

/**
 * Replaces the process's image port (tests and benchmarks point it at a
 * loopback fake); without an argument the configured one comes back.
 */
export function useImagePort(port?: ImagePort) {
  configured = port && instrumentPort(port, 'image')
}
