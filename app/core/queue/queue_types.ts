import type { QueueOptions, QueuePolicy, WorkOptions } from 'pg-boss'

export type JobDefinition<Data extends object = any> = {
  name: string
  /** Must be idempotent: pg-boss delivers at least once. */
  handle: (data: Data) => Promise<void>
  /** Set at creation only: pg-boss cannot change a queue's policy afterwards. */
  queue?: QueueOptions & { policy?: QueuePolicy }
  work?: Omit<WorkOptions, 'includeMetadata' | 'perJobResults' | 'transactional'>
  cron?: string
}

export type QueueSettings = {
  connectionString?: () => string
  /** The queue is not in the app's database: jobs sent with a transaction go through the outbox. */
  ownDatabase?: boolean
  backoff?: { baseMs?: number; capMs?: number }
}

export type QueueStatus = {
  state: 'idle' | 'starting' | 'started' | 'failed'
  failures: number
  error?: string
  retryAt?: Date
}
