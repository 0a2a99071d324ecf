import queue from '#core/queue/queue'
import { pollTask, type PollData } from '#studio/actions/poll_task'

/**
 * One look at a video's provider task (a few hundred milliseconds: one status call), then the job
 * ends and, if the task still runs, sends the next look with `startAfter`: no worker slot is held
 * while a provider works for minutes, so photos never wait behind videos. A killed worker's poll is
 * retried by another within seconds (heartbeat).
 */
export const pollJob = queue.define<PollData>({
  name: 'studio.poll',
  queue: {
    policy: 'short',
    heartbeatSeconds: 10,
    // A poll that completes downloads the clip: minutes at most, never the whole deadline.
    expireInSeconds: 5 * 60,
    retryLimit: 5,
    retryDelay: 2,
    retryBackoff: true,
  },
  work: { localConcurrency: 4, pollingIntervalSeconds: 0.5 },
  async handle(data) {
    const step = await pollTask(data)
    if (step.outcome === 'waiting') await schedulePoll(step.next, step.delayMs)
  },
})

/** Sends a request's next poll, due in `delayMs` (pg-boss counts it on the database's clock). */
export function schedulePoll(data: PollData, delayMs: number) {
  return queue.send(pollJob, data, {
    startAfter: Math.max(0.001, delayMs / 1000),
    singletonKey: `studio-request:${data.requestId}`,
  })
}
