import type { QueueOptions, QueuePolicy, WorkOptions } from 'pg-boss'

/* The queue's shapes: a job modules define, the queue's settings and its start status. */

export type JobDefinition<Data extends object = any> = {
  name: string
  /** Must be idempotent: pg-boss delivers at least once. */
  handle: (data: Data) => Promise<void>
  /** `policy` is set when the queue is created only (pg-boss cannot change it afterwards). */
  queue?: QueueOptions & { policy?: QueuePolicy }
  work?: Omit<WorkOptions, 'includeMetadata' | 'perJobResults' | 'transactional'>
  /** Cron expression: the worker schedules the job (e.g. the daily ledger check). */
  cron?: string
}

export type QueueSettings = {
  /** Where pg-boss connects (read at each start attempt); DATABASE_URL by default. */
  connectionString?: () => string
  /** Wait before retrying a failed start: baseMs doubling per failure, at most capMs (1 s … 30 s). */
  backoff?: { baseMs?: number; capMs?: number }
}

export type QueueStatus = {
  state: 'idle' | 'starting' | 'started' | 'failed'
  /** Failed start attempts in a row. */
  failures: number
  error?: string
  /** When a failed start may be tried again. */
  retryAt?: Date
}
