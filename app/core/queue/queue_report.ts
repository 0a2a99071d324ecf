import queue from '#core/queue/queue'

export type QueueLine = {
  name: string
  waiting: number
  active: number
  retrying: number
  failed: number
  completed: number
  oldestWaitingSeconds: number | null
}

export type RecentFailure = { name: string; failedAt: Date; message: string }

export async function queueReport(failures = 10) {
  const lines = await queue.sql(`
    SELECT name,
           count(*) FILTER (WHERE state = 'created')::int AS waiting,
           count(*) FILTER (WHERE state = 'active')::int AS active,
           count(*) FILTER (WHERE state = 'retry')::int AS retrying,
           count(*) FILTER (WHERE state = 'failed')::int AS failed,
           count(*) FILTER (WHERE state = 'completed')::int AS completed,
           extract(epoch FROM now() - min(start_after)
             FILTER (WHERE state IN ('created', 'retry') AND start_after <= now()))::int AS oldest
    FROM pgboss.job GROUP BY name ORDER BY name`)
  const failed = await queue.sql(
    `SELECT name, completed_on AS failed_at, output FROM pgboss.job
     WHERE state = 'failed' ORDER BY completed_on DESC NULLS LAST LIMIT $1`,
    [failures]
  )
  return {
    queues: lines.rows.map((row: any): QueueLine => ({
      name: row.name,
      waiting: row.waiting,
      active: row.active,
      retrying: row.retrying,
      failed: row.failed,
      completed: row.completed,
      oldestWaitingSeconds: row.oldest,
    })),
    failures: failed.rows.map((row: any): RecentFailure => ({
      name: row.name,
      failedAt: row.failed_at,
      message: String(row.output?.message ?? '').slice(0, 160),
    })),
  }
}
