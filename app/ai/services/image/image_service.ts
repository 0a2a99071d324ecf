import aiConfig, { type ImageConfig } from '#config/ai'
import type { ImagePort } from '#ai/services/image/image_port'
import { LocalImageAdapter } from '#ai/services/offline/image/local_image_adapter'
import {
  OpenAiImageAdapter,
  type OpenAiImageOptions,
} from '#ai/services/image/openai_image_adapter'
import { instrumentPort } from '#core/metrics/provider_metrics'

export type { ImageConfig }

/** The adapter `config` asks for (output settings may be left out: the API's defaults). */
export function createImagePort(
  config: Pick<ImageConfig, 'driver' | 'localLatencyMs'> & OpenAiImageOptions
): ImagePort {
  if (config.driver === 'openai') return new OpenAiImageAdapter(config)
  return new LocalImageAdapter({ latencyMs: config.localLatencyMs })
}

let configured: ImagePort | undefined

/** The process's image port, chosen once by config/ai.ts (AI_IMAGE_DRIVER); its calls are timed. */
export function imagePort(): ImagePort {
  configured ??= instrumentPort(createImagePort(aiConfig.image), 'image')
  return configured
}

/**
 * Replaces the process's image port (tests and benchmarks point it at a
 * loopback fake); without an argument the configured one comes back.
 */
export function useImagePort(port?: ImagePort) {
  configured = port && instrumentPort(port, 'image')
}
