/*
| The task API of the work that takes a provider seconds to minutes: a
| clip (video_port.ts) or, on a queued image driver (fal), a picture
| (image_port.ts). `start()` hands back a task id at once and `status()` is
| polled until the task settles; the studio follows both the same way
| (submit_task, poll_task, collect_result, the deadline's last look).
|
| Contract kept by every adapter:
| - `status()` of a task that failed answers `{ state: 'failed' }`; it
|   throws a TaskProviderError only when it could not learn the state now
|   (network, 5xx, timeout, a malformed answer): the caller polls again,
|   a bounded number of times (the error's `step` says whether the status
|   or the finished task's result could not be read);
| - a status word the adapter does not know is `{ state: 'unknown' }`;
| - `raw` is the provider's own status word, kept for logs and support;
| - every call to the provider has a timeout of its own;
| - `discard()` lets go of a task (its files, or the provider's request);
|   safe to repeat and on unknown ids, and it never throws;
| - a `start()` that failed without knowing whether the provider took the
|   task (no answer came back) says so (`outcomeUnknown`): the caller must
|   not submit again nor refund at once, the provider's callback will tell;
| - `readCallback()` (adapters whose provider calls back) checks a
|   callback's signature and answers the task it is about, or null.
*/

export type StartOptions = {
  /** Where the provider calls back when the task ends (it carries our own key for the request). */
  callbackUrl?: string
  /** The request's deadline: the provider need not start the task after it. */
  deadlineAt?: Date
}

/** The provider's own id of a task: a task id's first word. */
export function providerRequestId(taskId: string) {
  return taskId.split(' ', 1)[0]
}

/** A callback the provider signed: the task it is about (its id alone: no URLs come with it). */
export type TaskCallback = { taskId: string }

/** What the provider reported about a task's cost, kept with the request. */
export type TaskUsage = Record<string, string | number>

/** A finished task's file: inline (local adapters) or on the provider's CDN. */
export type TaskResult = { url?: string; data?: Buffer; mimeType: string }

export type TaskStatus =
  | { state: 'pending'; queuePosition?: number; raw: string }
  | { state: 'processing'; progress?: number; raw: string }
  | { state: 'completed'; media: TaskResult; raw: string; usage?: TaskUsage }
  /** `refused`: the provider's content policy refused the prompt or picture. */
  | { state: 'failed'; reason: string; raw: string; refused?: boolean }
  | { state: 'unknown'; raw: string }

export interface TaskPort<Input> {
  /** What makes the results (provider and model), named in their AI marks. */
  readonly generator: string
  start(input: Input, signal?: AbortSignal, options?: StartOptions): Promise<{ taskId: string }>
  status(taskId: string, signal?: AbortSignal): Promise<TaskStatus>
  discard(taskId: string): Promise<void>
  readCallback?(
    headers: Record<string, string | undefined>,
    body: string
  ): Promise<TaskCallback | null>
}

/** Why a call failed (not the task: a failed task is a status). */
export type TaskFailure =
  | 'aborted'
  | 'timeout'
  | 'rate_limited'
  | 'unavailable'
  | 'rejected'
  | 'refused'
  | 'not_found'
  | 'bad_response'

/** Which call failed: a finished task whose result cannot be read is not a status we missed. */
export type TaskStep = 'submit' | 'status' | 'result' | 'cancel'

export class TaskProviderError extends Error {
  readonly step?: TaskStep
  /** No answer came back: the call may have taken effect (a submit the provider queued). */
  readonly outcomeUnknown: boolean
  /** How long the provider asked us to wait (429 Retry-After), when it said. */
  readonly retryAfterMs?: number

  constructor(
    readonly kind: TaskFailure,
    message: string = kind,
    options?: { cause?: unknown; step?: TaskStep; outcomeUnknown?: boolean; retryAfterMs?: number }
  ) {
    super(message, options)
    this.name = 'TaskProviderError'
    this.step = options?.step
    this.outcomeUnknown = options?.outcomeUnknown ?? false
    this.retryAfterMs = options?.retryAfterMs
  }
}
