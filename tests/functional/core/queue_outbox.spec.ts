import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { Queue } from '#core/queue/queue'
import { addToOutbox, relayOutbox } from '#core/queue/queue_outbox'
import { waitFor } from '#tests/helpers/app_processes'
import { onDatabase, queueDatabase } from '#tests/helpers/queue_database'

/*
| Rule: with the queue in a database of its own (QUEUE_DATABASE_URL), a job
| sent with a transaction exists if and only if that transaction commits:
| it waits in queue_outbox (same database, same transaction) and is relayed
| to pg-boss after the commit, once, however often the relay hands it over.
| A second database of the tests' server plays the queue's.
*/

test.group('Queue in a database of its own: the outbox', (group) => {
  const queueDb = queueDatabase('queue')
  const { url: queueUrl, queue } = queueDb
  const job = queue.define<{ n: number }>({ name: 'test.outbox', handle: async () => {} })

  const jobsWithId = async (id: string) => {
    const rows = await onDatabase<{ n: number }>(
      queueUrl,
      'SELECT count(*)::int AS n FROM pgboss.job WHERE id = $1',
      [id]
    )
    return rows[0].n
  }
  const outboxRows = async (id: string) => {
    const rows = await db.from('queue_outbox').where('job_id', id).count('* as n')
    return Number(rows[0].n)
  }

  group.setup(async () => {
    await queueDb.create()
    await queue.start()
    return async () => {
      await queue.stop()
      await queueDb.drop()
    }
  })

  test('a job sent in a committing transaction reaches the queue after the commit', async ({
    assert,
  }) => {
    let id = ''
    await db.transaction(async (trx) => {
      id = (await queue.send(job, { n: 1 }, { trx })) as string
      assert.equal(await jobsWithId(id), 0, 'in the queue before the commit')
    })
    await waitFor('the job in the queue database', async () => (await jobsWithId(id)) === 1, 5_000)
    assert.equal(await outboxRows(id), 0)
  })

  test('a job sent in a transaction that rolls back never exists', async ({ assert }) => {
    let id = ''
    const failed = db.transaction(async (trx) => {
      id = (await queue.send(job, { n: 2 }, { trx })) as string
      throw new Error('the state change failed')
    })
    await assert.rejects(() => failed, 'the state change failed')
    await queue.relayOutbox()
    assert.equal(await outboxRows(id), 0)
    assert.equal(await jobsWithId(id), 0)
  })

  test('a row handed over twice (the relay failed after sending) is one job', async ({
    assert,
  }) => {
    const id = await db.transaction((trx) => addToOutbox(trx, job.name, { n: 3 }, {}))
    // Sent, then the relay's transaction fails: the row stays for the next relay.
    await assert.rejects(() =>
      relayOutbox(async (name, data, options) => {
        await queue.send(job, data as { n: number }, options)
        throw new Error(`relay of ${name} died`)
      })
    )
    assert.equal(await outboxRows(id), 1)
    assert.equal(await jobsWithId(id), 1)
    await queue.relayOutbox()
    assert.equal(await outboxRows(id), 0)
    assert.equal(await jobsWithId(id), 1)
  })

  test('a worker relays rows whose sender stopped before handing them over', async ({ assert }) => {
    const worker = new Queue({ connectionString: () => queueUrl, ownDatabase: true })
    worker.define({ name: job.name, handle: async () => {} })
    await worker.work()
    try {
      const id = await db.transaction((trx) => addToOutbox(trx, job.name, { n: 4 }, {}))
      await waitFor('the relayed job', async () => (await jobsWithId(id)) === 1, 5_000)
      assert.equal(await outboxRows(id), 0)
    } finally {
      await worker.stop()
    }
  }).timeout(20_000)
})
