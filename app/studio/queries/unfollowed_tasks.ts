import db from '@adonisjs/lucid/services/db'

/**
 * Running requests whose provider task nobody follows: a task id, time left, and no `studio.poll`
 * job waiting, retrying or running for them (pg-boss gave up on a chain whose retries ran out while
 * the database was away).
 */
export async function unfollowedTasks(now: Date, quietMs: number) {
  const result = await db.rawQuery(
    `SELECT r.id, r.provider_task_id, r.kind FROM studio_requests r
     WHERE r.status IN ('pending', 'processing') AND r.provider_task_id IS NOT NULL
       AND r.deadline_at > ?::timestamptz AND r.updated_at < ?::timestamptz
       AND NOT EXISTS (
         SELECT 1 FROM pgboss.job j
         WHERE j.name = 'studio.poll' AND j.singleton_key = 'studio-request:' || r.id
           AND j.state IN ('created', 'retry', 'active'))
     ORDER BY r.id LIMIT 500`,
    [now.toISOString(), new Date(now.getTime() - quietMs).toISOString()]
  )
  return result.rows.map((row: any) => ({
    requestId: Number(row.id),
    taskId: row.provider_task_id,
    kind: row.kind,
  }))
}
