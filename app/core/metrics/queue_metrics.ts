import { gauge, histogram, PREFIX, SECONDS_BUCKETS, secondsSince } from '#core/metrics/registry'

/*
| Jobs, observed by the worker that runs them (app/core/queue/queue.ts), and
| the queues' depth, read from pg-boss when a worker's metrics are scraped.
*/

const waits = histogram({
  name: `${PREFIX}job_wait_seconds`,
  help: 'Jobs: from when a job could run (created, or its startAfter / retry time) to its start, by queue',
  labelNames: ['queue'] as const,
  buckets: [...SECONDS_BUCKETS, 60, 300],
})

const durations = histogram({
  name: `${PREFIX}job_duration_seconds`,
  help: 'Jobs: time the handler ran, by queue and outcome (completed or failed)',
  labelNames: ['queue', 'outcome'] as const,
  buckets: [...SECONDS_BUCKETS, 60, 300],
})

/** What pg-boss tells of a job it hands out (work() with includeMetadata). */
type StartedJob = { startedOn?: Date | null; startAfter?: Date | null; createdOn?: Date | null }

/**
 * A job starts: its wait is observed (both times are pg-boss's, the
 * database's clock); the returned function ends it with its outcome.
 */
export function observeJob(queue: string, job: StartedJob) {
  const started = performance.now()
  const ready = job.startAfter ?? job.createdOn
  if (job.startedOn && ready) {
    const wait = (new Date(job.startedOn).getTime() - new Date(ready).getTime()) / 1000
    waits.observe({ queue }, Math.max(0, wait))
  }
  return (outcome: 'completed' | 'failed') => {
    durations.observe({ queue, outcome }, secondsSince(started))
  }
}

export type QueueDepth = {
  name: string
  readyCount: number
  deferredCount: number
  activeCount: number
  failedCount: number
}

/**
 * The queues' depth, as of pg-boss's last count (its monitor, every
 * QUEUE_MONITOR_SECONDS): jobs ready to run, deferred (startAfter in the
 * future), running, and failed ones still kept. Read at each scrape through
 * `read` (the worker's pg-boss); every worker reports the same figures, so
 * dashboards take the max over instances.
 */
export function observeQueueDepth(read: () => Promise<QueueDepth[]>) {
  const depth = gauge({
    name: `${PREFIX}queue_jobs`,
    help: 'Jobs per queue and state (ready, deferred, active, failed), as pg-boss last counted them',
    labelNames: ['queue', 'state'] as const,
    async collect() {
      const queues = await read()
      this.reset()
      for (const queue of queues) {
        this.set({ queue: queue.name, state: 'ready' }, queue.readyCount)
        this.set({ queue: queue.name, state: 'deferred' }, queue.deferredCount)
        this.set({ queue: queue.name, state: 'active' }, queue.activeCount)
        this.set({ queue: queue.name, state: 'failed' }, queue.failedCount)
      }
    },
  })
  return depth
}
