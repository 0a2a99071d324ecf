import { ImageProviderError } from '#ai/services/image/image_port'
import { TaskProviderError } from '#ai/services/tasks/task_port'
import type { FailureReason } from '#studio/types/studio'

/** A failure of the work itself: the request fails and its points go back. */
export class StudioRunError extends Error {
  constructor(readonly reason: FailureReason) {
    super(reason)
  }
}

/** The stored reason of a failure, or null for an error worth a retry (the database went away). */
export function failureReasonOf(error: unknown): FailureReason | null {
  if (error instanceof StudioRunError) return error.reason
  if (error instanceof ImageProviderError) {
    if (error.kind === 'timeout' || error.kind === 'aborted') return 'timeout'
    if (error.kind === 'refused') return 'provider_refused'
    if (error.kind === 'misconfigured') return 'provider_misconfigured'
    return error.kind === 'bad_input' ? 'provider_rejected' : 'provider_error'
  }
  if (error instanceof TaskProviderError) {
    if (error.kind === 'timeout' || error.kind === 'aborted') return 'timeout'
    if (error.kind === 'refused') return 'provider_refused'
    return error.kind === 'rejected' ? 'provider_rejected' : 'provider_error'
  }
  if (
    error instanceof DOMException &&
    (error.name === 'TimeoutError' || error.name === 'AbortError')
  ) {
    return 'timeout'
  }
  return null
}
