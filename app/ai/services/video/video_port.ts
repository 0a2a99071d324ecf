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
|   fal's cancel); safe to repeat and on unknown ids, and it never throws;
| - a `start()` that failed without knowing whether the provider took the
|   task (no answer came back) says so (`outcomeUnknown`): the caller must
|   not submit again nor refund at once, the provider's callback will tell;
| - `readCallback()` (adapters whose provider calls back) checks a
|   callback's signature and answers the task it is about, or null.
*/

export type VideoDriver = 'local' | 'fal'

export interface VideoInput {
  /** A JPEG, PNG or WebP still of the character. */
  image: Buffer
  prompt: string
  /**
   * Stores a still the adapter prepared and answers a short-lived URL the
   * provider can fetch it from (our private store, signed); without it the
   * still goes inline.
   */
  publish?: (still: Buffer, mimeType: string) => Promise<string>
}

export type VideoResult = { url?: string; data?: Buffer; mimeType: 'video/mp4' }

export type StartOptions = {
  /** Where the provider calls back when the task ends (it carries our own key for the request). */
  callbackUrl?: string
  /** The request's deadline: the provider need not start the task after it. */
  deadlineAt?: Date
}

/**
 * The provider's own id of a task: a task id's first word. An adapter may
 * follow it with what it needs to reach the task (fal: the URLs it answered).
 */
export function providerRequestId(taskId: string) {
  return taskId.split(' ', 1)[0]
}

/** A callback the provider signed: the task it is about (its id alone: no URLs come with it). */
export type VideoCallback = { taskId: string }

/** What the provider reported about a task's cost, kept with the request. */
export type VideoUsage = Record<string, string | number>

export type VideoStatus =
  | { state: 'pending'; queuePosition?: number; raw: string }
  | { state: 'processing'; progress?: number; raw: string }
  | { state: 'completed'; video: VideoResult; raw: string; usage?: VideoUsage }
  /** `refused`: the provider's content policy refused the prompt or picture. */
  | { state: 'failed'; reason: string; raw: string; refused?: boolean }
  | { state: 'unknown'; raw: string }

export interface VideoPort {
  readonly driver: VideoDriver
  /** True when clips come from the local demo encoder (the UI says so). */
  readonly isLocal: boolean
  /** What makes the clips (provider and model), named in their AI marks. */
  readonly generator: string
  start(
    input: VideoInput,
    signal?: AbortSignal,
    options?: StartOptions
  ): Promise<{ taskId: string }>
  status(taskId: string, signal?: AbortSignal): Promise<VideoStatus>
  discard(taskId: string): Promise<void>
  readCallback?(
    headers: Record<string, string | undefined>,
    body: string
  ): Promise<VideoCallback | null>
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
  /** No answer came back: the call may have taken effect (a submit the provider queued). */
  readonly outcomeUnknown: boolean
  /** How long the provider asked us to wait (429 Retry-After), when it said. */
  readonly retryAfterMs?: number

  constructor(
    readonly kind: VideoFailure,
    message: string = kind,
    options?: { cause?: unknown; step?: VideoStep; outcomeUnknown?: boolean; retryAfterMs?: number }
  ) {
    super(message, options)
    this.name = 'VideoProviderError'
    this.step = options?.step
    this.outcomeUnknown = options?.outcomeUnknown ?? false
    this.retryAfterMs = options?.retryAfterMs
  }
}
