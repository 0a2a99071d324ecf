/*
| Direct adapters (local, openai) answer the picture in the call and fit their
| attempts in `timeLeftMs` or fail at once. The queued one (fal) is a task
| (task_port.ts) followed like a video, so a dead worker never pays twice.
*/
import type { TaskPort } from '#ai/services/tasks/task_port'

export type ImageMimeType = 'image/png' | 'image/jpeg' | 'image/webp'

export type ImageResult = {
  data: Buffer
  mimeType: ImageMimeType
  local: boolean
  /** What the provider reported spending on it, when it did (record_ai_usage.ts). */
  usage?: ImageUsage
}

export type ImageUsage = {
  provider: string
  model: string
  inputTokens: number
  outputTokens: number
  images: number
}

export type ImageSize = { width: number; height: number }

export interface ImageGenerateInput {
  references: Buffer[]
  prompt: string
  size?: ImageSize
  userId?: number
}

export interface ImageEditInput {
  image: Buffer
  prompt: string
  userId?: number
}

export type ImageCallLimits = {
  timeLeftMs?: number
}

export interface ImageTaskInput {
  images: Buffer[]
  prompt: string
  /** Stores a prepared picture and answers a short-lived URL the provider fetches it from. */
  publish?: (picture: Buffer, mimeType: string) => Promise<string>
}

export interface QueuedImagePort extends TaskPort<ImageTaskInput> {
  readonly driver: 'fal'
  readonly queued: true
  readonly isLocal: false
}

export type ImagePort = DirectImagePort | QueuedImagePort

export interface DirectImagePort {
  readonly driver: 'local' | 'openai'
  readonly queued?: false
  readonly isLocal: boolean
  readonly generator: string
  generate(
    input: ImageGenerateInput,
    signal: AbortSignal,
    limits?: ImageCallLimits
  ): Promise<ImageResult>
  edit(input: ImageEditInput, signal: AbortSignal, limits?: ImageCallLimits): Promise<ImageResult>
}

/** `refused` is the provider's content policy: recorded as a refusal, never an outage. */
export type ImageFailure =
  | 'aborted'
  | 'timeout'
  | 'rate_limited'
  | 'unavailable'
  | 'bad_response'
  | 'bad_input'
  | 'refused'
  | 'misconfigured'

export class ImageProviderError extends Error {
  constructor(
    readonly kind: ImageFailure,
    message: string = kind,
    options?: { cause?: unknown }
  ) {
    super(message, options)
    this.name = 'ImageProviderError'
  }
}
