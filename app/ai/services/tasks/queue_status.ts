import type { TaskStatus } from '#ai/services/tasks/task_port'

export type QueueState = TaskStatus['state']

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
 * A queue's status word as a port state. the studio asks again a bounded number of times (a new
 * provider state does not fail a paid request at once, nor keep it waiting until its deadline).
 */
export function queueState(raw: unknown): QueueState {
  const word =
    typeof raw === 'string'
      ? raw
          .trim()
          .toUpperCase()
          .replace(/[\s-]+/g, '_')
      : ''
  return STATES[word] ?? 'unknown'
}
