import { gauge, histogram, PREFIX, SECONDS_BUCKETS, secondsSince } from '#core/metrics/registry'

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

type StartedJob = { startedOn?: Date | null; startAfter?: Date | null; createdOn?: Date | null }

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

// Every worker reports the same figures, so dashboards take the max over instances.
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
