/*
| The custom generation page's status rules (product.md §4), free of React
| and of the browser so a unit test can read them as the spec.
*/

/** The page's check schedule (product.md §4 and §9), sent by the server (config/studio.ts). */
export type PollDelays = {
  firstMs: number
  progressMs: number
  awaitingUrlMs: number
  maxAttempts: number
}

/** `GET /api/custom-generation/video-status/:taskId` as the spec describes it. */
export type VideoStatusAnswer = {
  success?: boolean
  status?: string
  currentStatus?: string
  url?: string | null
  downloadUrl?: string | null
  message?: string | null
  balance?: number
}

export type NextStep =
  | { kind: 'completed'; url: string; downloadUrl: string | null }
  | { kind: 'failed'; reason: 'failed' | 'timeout' | 'noUrl' | 'error'; message: string | null }
  | { kind: 'again'; delayMs: number }

const isHttpUrl = (value: unknown): value is string => {
  if (typeof value !== 'string') return false
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:'
  } catch {
    return false
  }
}

/**
 * product.md §4, to the letter: what to do after check number `attempt`.
 * `answer` is null when the check itself failed (network, unreadable).
 */
export function nextStep(
  answer: VideoStatusAnswer | null,
  attempt: number,
  delays: PollDelays
): NextStep {
  if (!answer || answer.success === false) {
    return { kind: 'failed', reason: 'error', message: answer?.message ?? null }
  }
  const { status, currentStatus } = answer
  if (status === 'completed' || currentStatus === 'Success') {
    if (isHttpUrl(answer.url)) {
      return {
        kind: 'completed',
        url: answer.url,
        downloadUrl: isHttpUrl(answer.downloadUrl) ? answer.downloadUrl : null,
      }
    }
    if (attempt >= delays.maxAttempts) return { kind: 'failed', reason: 'noUrl', message: null }
    return { kind: 'again', delayMs: delays.awaitingUrlMs }
  }
  if (status === 'failed' || currentStatus === 'Failed' || currentStatus === 'Fail') {
    return { kind: 'failed', reason: 'failed', message: answer.message ?? null }
  }
  if (status === 'timeout')
    return { kind: 'failed', reason: 'timeout', message: answer.message ?? null }
  return { kind: 'again', delayMs: delays.progressMs }
}
