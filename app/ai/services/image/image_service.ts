import aiConfig, { type ImageConfig } from '#config/ai'
import type { ImagePort } from '#ai/services/image/image_port'
import { FalImageAdapter } from '#ai/services/image/fal_image_adapter'
import { LocalImageAdapter } from '#ai/services/offline/image/local_image_adapter'
import {
  OpenAiImageAdapter,
  type OpenAiImageOptions,
} from '#ai/services/image/openai_image_adapter'
import { instrumentPort } from '#core/metrics/provider_metrics'

export type { ImageConfig }

/** The adapter `config` asks for (output settings may be left out: the API's defaults). */
export function createImagePort(
  config: Pick<ImageConfig, 'driver' | 'localLatencyMs'> &
    OpenAiImageOptions &
    Partial<Pick<ImageConfig, 'jwksUrl' | 'safetyChecker'>>
): ImagePort {
  if (config.driver === 'openai') return new OpenAiImageAdapter(config)
  if (config.driver === 'fal') {
    return new FalImageAdapter({
      ...config,
      timeoutMs: config.timeoutMs ?? 30_000,
      safetyChecker: config.safetyChecker ?? true,
    })
  }
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
