/*
| The custom generation page's status rules, free of React
| and of the browser so a unit test can read them as the spec.
*/

/** The page's check schedule, sent by the server (config/studio.ts). */
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

/** The longest wait between two looks after failed ones. */
export const MAX_BACKOFF_MS = 120_000

/**
 * What to do after check number `attempt`. the video may well be running and paid for, so the page
 * looks again, waiting twice as long after each failed look in a row (`failedLooks`), and never
 * gives up on it.
 */
export function nextStep(
  answer: VideoStatusAnswer | null,
  attempt: number,
  delays: PollDelays,
  failedLooks = 0
): NextStep {
  if (!answer) {
    const backoff = delays.progressMs * 2 ** Math.max(0, failedLooks - 1)
    return { kind: 'again', delayMs: Math.min(backoff, MAX_BACKOFF_MS) }
  }
  if (answer.success === false) {
    return { kind: 'failed', reason: 'error', message: answer.message ?? null }
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
