import type { VideoStatus } from '#ai/services/video/video_port'

export type QueueState = VideoStatus['state']

const STATES: Record<string, QueueState> = {
  IN_QUEUE: 'pending',
  QUEUED: 'pending',
  IN_PROGRESS: 'processing',
  COMPLETED: 'completed',
  FAILED: 'failed',
  ERROR: 'failed',
  CANCELED: 'failed',
  CANCELLED: 'failed',
}

/**
 * A queue's status word as a port state. Case and spacing are ignored
 * (providers and proxies vary); a word we do not know counts as
 * processing, so a new provider state never fails a paid request: the
 * studio's deadline settles a task that never ends.
 */
export function queueState(raw: unknown): QueueState {
  const word =
    typeof raw === 'string'
      ? raw
          .trim()
          .toUpperCase()
          .replace(/[\s-]+/g, '_')
      : ''
  return STATES[word] ?? 'processing'
}
