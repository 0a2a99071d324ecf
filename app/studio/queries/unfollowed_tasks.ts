import db from '@adonisjs/lucid/services/db'
import defaultQueue, { type Queue } from '#core/queue/queue'
import type { StudioRequestKind } from '#studio/types/studio'

const PAGE = 500

/**
 * Running requests whose provider task nobody follows: a task id, time left, and no `studio.poll`
 * job waiting, retrying or running for them (pg-boss gave up on a chain whose retries ran out while
 * the database was away). The jobs are asked of the queue's own database, which may not be the
 * app's (QUEUE_DATABASE_URL): no query joins the two.
 */
export async function unfollowedTasks(now: Date, quietMs: number, queue: Queue = defaultQueue) {
  const unfollowed: { requestId: number; taskId: string; kind: StudioRequestKind }[] = []
  let afterId = 0
  while (unfollowed.length < PAGE) {
    const { rows } = await db.rawQuery(
      `SELECT id, provider_task_id, kind FROM studio_requests
       WHERE status IN ('pending', 'processing') AND provider_task_id IS NOT NULL
         AND deadline_at > ?::timestamptz AND updated_at < ?::timestamptz AND id > ?
       ORDER BY id LIMIT ?`,
      [now.toISOString(), new Date(now.getTime() - quietMs).toISOString(), afterId, PAGE]
    )
    if (!rows.length) break
    const followed = await followedKeys(
      queue,
      rows.map((row: { id: number }) => `studio-request:${row.id}`)
    )
    for (const row of rows) {
      if (followed.has(`studio-request:${row.id}`)) continue
      unfollowed.push({ requestId: row.id, taskId: row.provider_task_id, kind: row.kind })
    }
    afterId = rows.at(-1).id
    if (rows.length < PAGE) break
  }
  return unfollowed.slice(0, PAGE)
}

async function followedKeys(queue: Queue, keys: string[]) {
  const { rows } = await queue.sql(
    `SELECT DISTINCT singleton_key FROM pgboss.job
     WHERE name = 'studio.poll' AND singleton_key = ANY($1::text[])
       AND state IN ('created', 'retry', 'active')`,
    [keys]
  )
  return new Set(rows.map((row: { singleton_key: string }) => row.singleton_key))
}
