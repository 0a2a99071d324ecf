/*
| The video port: the one interface the studio module talks to for a
| character's clips, whatever makes them. Generation is asynchronous
| everywhere (seconds to minutes), so the port is a task API: `start()`
| hands back a task id at once and `status()` is polled until the task
| settles. Two adapters, chosen by config/ai.ts (AI_VIDEO_DRIVER):
| `local` (offline: ffmpeg in a child process) and `fal` (fal's queue API).
|
| Contract kept by every adapter:
| - `status()` of a task that failed answers `{ state: 'failed' }`; it
|   throws a VideoProviderError only when it could not learn the state now
|   (network, 5xx, timeout, a malformed answer): the caller polls again,
|   a bounded number of times (the error's `step` says whether the status
|   or the finished task's result could not be read);
| - a status word the adapter does not know is `{ state: 'unknown' }`, not
|   a guess: the caller decides how many of those it tolerates;
| - `raw` is the provider's own status word, kept for logs and support;
| - every call to the provider has a timeout of its own;
| - `discard()` lets go of a task (its files, or the provider's request:
|   fal's cancel); safe to repeat and on unknown ids, and it never throws.
*/

export type VideoDriver = 'local' | 'fal'

export interface VideoInput {
  /** A JPEG, PNG or WebP still of the character. */
  image: Buffer
  prompt: string
}

export type VideoResult = { url?: string; data?: Buffer; mimeType: 'video/mp4' }

export type VideoStatus =
  | { state: 'pending'; queuePosition?: number; raw: string }
  | { state: 'processing'; progress?: number; raw: string }
  | { state: 'completed'; video: VideoResult; raw: string }
  /** `refused`: the provider's content policy refused the prompt or picture. */
  | { state: 'failed'; reason: string; raw: string; refused?: boolean }
  | { state: 'unknown'; raw: string }

export interface VideoPort {
  readonly driver: VideoDriver
  /** True when clips come from the local demo encoder (the UI says so). */
  readonly isLocal: boolean
  /** What makes the clips (provider and model), named in their AI marks. */
  readonly generator: string
  start(input: VideoInput, signal?: AbortSignal): Promise<{ taskId: string }>
  status(taskId: string, signal?: AbortSignal): Promise<VideoStatus>
  discard(taskId: string): Promise<void>
}

/**
 * Why a call failed (not the task: a failed task is a status). `rejected`
 * is the provider refusing the input (a 4xx): asking again will not help;
 * the others are worth another try later.
 */
export type VideoFailure =
  | 'aborted'
  | 'timeout'
  | 'rate_limited'
  | 'unavailable'
  | 'rejected'
  | 'refused'
  | 'not_found'
  | 'bad_response'

/** Which call failed: a finished task whose result cannot be read is not a status we missed. */
export type VideoStep = 'submit' | 'status' | 'result' | 'cancel'

export class VideoProviderError extends Error {
  readonly step?: VideoStep

  constructor(
    readonly kind: VideoFailure,
    message: string = kind,
    options?: { cause?: unknown; step?: VideoStep }
  ) {
    super(message, options)
    this.name = 'VideoProviderError'
    this.step = options?.step
  }
}
