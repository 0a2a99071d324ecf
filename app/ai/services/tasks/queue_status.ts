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

/** A queue's status word as a port state. */
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
