/*
| Work that takes a provider seconds to minutes (a clip, or a fal picture):
| `start()` answers a task id and `status()` is polled until it settles.
| `status()` throws only when it could not learn the state now (the caller
| polls again); a `start()` with no answer sets `outcomeUnknown`, so the
| caller neither submits again nor refunds (the callback will tell);
| `discard()` is safe to repeat and never throws.
*/

export type StartOptions = {
  callbackUrl?: string
  deadlineAt?: Date
}

export function providerRequestId(taskId: string) {
  return taskId.split(' ', 1)[0]
}

export type TaskCallback = { taskId: string }

/** What the provider reported about a task's cost, kept with the request. */
export type TaskUsage = Record<string, string | number>

export type TaskResult = { url?: string; data?: Buffer; mimeType: string }

export type TaskStatus =
  | { state: 'pending'; queuePosition?: number; raw: string }
  | { state: 'processing'; progress?: number; raw: string }
  | { state: 'completed'; media: TaskResult; raw: string; usage?: TaskUsage }
  /** `refused`: the provider's content policy refused the prompt or picture. */
  | { state: 'failed'; reason: string; raw: string; refused?: boolean }
  | { state: 'unknown'; raw: string }

export interface TaskPort<Input> {
  readonly generator: string
  start(input: Input, signal?: AbortSignal, options?: StartOptions): Promise<{ taskId: string }>
  status(taskId: string, signal?: AbortSignal): Promise<TaskStatus>
  discard(taskId: string): Promise<void>
  readCallback?(
    headers: Record<string, string | undefined>,
    body: string
  ): Promise<TaskCallback | null>
}

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
