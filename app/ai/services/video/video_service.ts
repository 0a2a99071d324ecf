import aiConfig, { type VideoConfig } from '#config/ai'
import { FalVideoAdapter } from '#ai/services/video/fal_video_adapter'
import { LocalVideoAdapter } from '#ai/services/offline/video/local_video_adapter'
import type { VideoPort } from '#ai/services/video/video_port'
import { instrumentPort } from '#core/metrics/provider_metrics'

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

let configured: VideoPort | undefined

/** The process's video port, chosen once by config/ai.ts (AI_VIDEO_DRIVER); its calls are timed. */
export function videoPort(): VideoPort {
  configured ??= instrumentPort(createVideoPort(aiConfig.video), 'video')
  return configured
}

/**
 * Replaces the process's video port (tests and benchmarks point it at a
 * loopback fake); without an argument the configured one comes back.
 */
export function useVideoPort(port?: VideoPort) {
  configured = port && instrumentPort(port, 'video')
}
