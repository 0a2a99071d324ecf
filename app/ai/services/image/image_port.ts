/*
| The image port: the one interface the studio module talks to for a new
| picture, whatever makes it. Direct adapters answer the picture in the
| call: `local` (offline, composed with sharp from the character's own
| images) and `openai` (any server speaking the OpenAI Images API: OpenAI,
| stable-diffusion.cpp's server, …). The queued one, `fal`, is a task API
| (task_port.ts) the studio follows as it follows a video, so a worker that
| dies never makes it submit (and pay) twice. `imagePort()` in
| image_service.ts returns the one chosen by config/ai.ts.
|
| Contract kept by every direct adapter:
| - it resolves with the picture's bytes and their type, or throws an
|   ImageProviderError, never a raw HTTP or network error;
| - when `signal` aborts it stops (the upstream request is closed too) and
|   throws ImageProviderError('aborted');
| - given `timeLeftMs` (the time left before the request's deadline), it
|   fits its attempts inside it, or fails at once when they cannot fit.
*/
import type { TaskPort } from '#ai/services/tasks/task_port'

export type ImageMimeType = 'image/png' | 'image/jpeg' | 'image/webp'

export type ImageResult = {
  data: Buffer
  mimeType: ImageMimeType
  /** True when the local demo composer made it (the UI says so). */
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
  /** The character's reference images (the first one leads). */
  references: Buffer[]
  prompt: string
  size?: ImageSize
  /** The user it is for: the provider gets a keyed hash of it (safety_identifier.ts). */
  userId?: number
}

export interface ImageEditInput {
  /** The uploaded picture to start from. */
  image: Buffer
  prompt: string
  userId?: number
}

/** How long a call may take, from the moment it starts. */
export type ImageCallLimits = {
  /** Time left before the request's deadline (the studio refunds after it). */
  timeLeftMs?: number
}

/** A queued picture's input: the references (the lead first) or the user's picture. */
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
  /** True when pictures come from the local demo composer. */
  readonly isLocal: boolean
  /** What makes the pictures (provider and model), named in their AI marks. */
  readonly generator: string
  /** A new picture of a character from its reference images and a prompt. */
  generate(
    input: ImageGenerateInput,
    signal: AbortSignal,
    limits?: ImageCallLimits
  ): Promise<ImageResult>
  /** A picture made from an uploaded image and a prompt (custom generation). */
  edit(input: ImageEditInput, signal: AbortSignal, limits?: ImageCallLimits): Promise<ImageResult>
}

/**
 * Why a picture failed. `refused` is the provider's content policy saying no (a refusal, recorded
 * as one, never an outage).
 */
export type ImageFailure =
  | 'aborted'
  | 'timeout'
  | 'rate_limited'
  | 'unavailable'
  | 'bad_response'
  | 'bad_input'
  | 'refused'
  /** The provider refused our settings (key, model, a parameter): config_breaker.ts. */
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
