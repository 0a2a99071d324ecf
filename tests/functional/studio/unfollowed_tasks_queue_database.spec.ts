import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { unfollowedTasks } from '#studio/queries/unfollowed_tasks'
import { createUser } from '#tests/helpers/users'
import { queueDatabase } from '#tests/helpers/queue_database'

/*
| Rule: the sweep asks the queue's own database which running tasks have a
| poll job, not the app's (where pgboss.job is absent or stale once
| QUEUE_DATABASE_URL moves the queue). A second database of the tests'
| server plays the queue's.
*/

const QUIET_MS = 30_000

test.group('Unfollowed studio tasks with the queue in a database of its own', (group) => {
  const queueDb = queueDatabase('studio_queue')
  const poll = queueDb.queue.define({ name: 'studio.poll', handle: async () => {} })

  group.setup(async () => {
    await queueDb.create()
    await queueDb.queue.start()
    return async () => {
      await queueDb.queue.stop()
      await queueDb.drop()
    }
  })
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  async function runningRequest(userId: number, now: Date) {
    const [row] = await db
      .table('studio_requests')
      .insert({
        task_id: randomUUID(),
        user_id: userId,
        kind: 'video',
        prompt: 'walking on the beach',
        status: 'processing',
        stage: 'generating',
        cost: 50,
        client_key: randomUUID(),
        provider_task_id: `fal-${randomUUID()}`,
        deadline_at: new Date(now.getTime() + 600_000),
        updated_at: new Date(now.getTime() - 2 * QUIET_MS),
      })
      .returning('id')
    return Number(row.id)
  }

  test('a task whose poll waits in the queue database is followed; the other is not', async ({
    assert,
  }) => {
    const now = new Date()
    const user = await createUser()
    const followed = await runningRequest(user.id, now)
    const unfollowed = await runningRequest(user.id, now)
    // Far in the future, so it stays waiting ('created') whatever runs meanwhile.
    await queueDb.queue.send(
      poll,
      { requestId: followed },
      { startAfter: 3600, singletonKey: `studio-request:${followed}` }
    )

    const found = await unfollowedTasks(now, QUIET_MS, queueDb.queue)
    const ids = found.map((task) => task.requestId)
    assert.include(ids, unfollowed)
    assert.notInclude(ids, followed)
  })
})
