import type { TaskStatus } from '#ai/services/tasks/task_port'

export type PollTiming = { pollMs: number; maxPollMs: number }

/**
 * How long until a video's next poll. one still waiting in its queue less often the further back it
 * is (position 0 → pollMs, 4 → 5 × pollMs …), since it cannot finish before the ones ahead of it;
 * Never more than `maxPollMs`: the deadline job, not the poll, is what ends a task that takes too
 * long.
 */
export function nextPollDelay(
  timing: PollTiming,
  status: Pick<TaskStatus, 'state'> & { queuePosition?: number },
  failuresInARow = 0
) {
  let factor = 1
  if (failuresInARow > 0) factor = 2 ** Math.min(failuresInARow, 10)
  else if (status.state === 'pending' && status.queuePosition !== undefined) {
    factor = 1 + Math.max(0, status.queuePosition)
  }
  return Math.min(timing.maxPollMs, Math.round(timing.pollMs * factor))
}
