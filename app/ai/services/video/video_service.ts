import aiConfig, { type VideoConfig } from '#config/ai'
import { FalVideoAdapter } from '#ai/services/video/fal_video_adapter'
import { LocalVideoAdapter } from '#ai/services/offline/video/local_video_adapter'
import type { VideoPort } from '#ai/services/video/video_port'
import { instrumentPort } from '#core/metrics/provider_metrics'
import { loadedAtBoot } from '#ai/services/loaded_at_boot'

export type { VideoConfig }

/** The adapter `config` asks for. */
export function createVideoPort(config: VideoConfig): VideoPort {
  if (config.driver === 'fal') return new FalVideoAdapter(config)
  return new LocalVideoAdapter({
    root: config.localRoot,
    concurrency: config.localConcurrency,
    latencyMs: config.localLatencyMs,
  })
}

let fromConfig: VideoPort | undefined
let configured: VideoPort | undefined

/** Makes the port config/ai.ts asks for (AI_VIDEO_DRIVER), once, at boot, as the other ports. */
export async function loadVideoPort() {
  fromConfig ??= instrumentPort(createVideoPort(aiConfig.video), 'video')
}

/** The process's video port; its calls are timed. */
export function videoPort(): VideoPort {
  return configured ?? loadedAtBoot(fromConfig, 'video')
}

/**
 * Replaces the process's video port (tests and benchmarks point it at a
 * loopback fake); without an argument the configured one comes back.
 */
export function useVideoPort(port?: VideoPort) {
  configured = port && instrumentPort(port, 'video')
}
