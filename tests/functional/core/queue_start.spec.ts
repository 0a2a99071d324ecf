import { createServer } from 'node:net'
import { test } from '@japa/runner'
import { databaseUrl } from '#core/runtime/required_settings'
import { Queue } from '#core/queue/queue'
import { clock } from '#core/clock'

/*
| Rule: a failed pg-boss start is not kept for the life of the process.
| The next use tries again, after a back-off that doubles per failure (up
| to a cap), and a start that failed once succeeds once the database
| answers. The connection string is a public option of Queue.
*/

function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

test.group('Queue start', () => {
  test('fails twice (no database), backs off 200 then 400 ms, then starts', async ({
    assert,
    cleanup,
  }) => {
    const port = await closedPort()
    const urls = [
      `postgres://postgres:postgres@127.0.0.1:${port}/velvet`,
      `postgres://postgres:postgres@127.0.0.1:${port}/velvet`,
    ]
    const attempts: number[] = []
    const queue = new Queue({
      connectionString: () => {
        attempts.push(Date.now())
        return urls.shift() ?? databaseUrl()
      },
      backoff: { baseMs: 200, capMs: 30_000 },
    })
    cleanup(() => queue.stop())

    assert.equal(queue.status().state, 'idle')
    await assert.rejects(() => queue.start(), /ECONNREFUSED|connect/)
    let status = queue.status()
    assert.equal(status.state, 'failed')
    assert.equal(status.failures, 1)
    assert.isFalse(queue.isStarted())

    await assert.rejects(() => queue.start(), /ECONNREFUSED|connect/)
    status = queue.status()
    assert.equal(status.failures, 2)
    const retryIn = status.retryAt!.getTime() - clock.nowMs()
    assert.isAbove(retryIn, 250, 'the second back-off is twice the first')
    assert.isAtMost(retryIn, 400)

    await queue.start()
    assert.lengthOf(attempts, 3, 'one attempt per call, none cached')
    assert.isAtLeast(attempts[1] - attempts[0], 190, 'first back-off')
    assert.isAtLeast(attempts[2] - attempts[1], 390, 'second back-off')
    assert.equal(queue.status().state, 'started')
    assert.equal(queue.status().failures, 0)
    assert.isTrue(queue.isStarted())
  }).timeout(20_000)

  test('the back-off stops doubling at its cap', async ({ assert, cleanup }) => {
    const port = await closedPort()
    const queue = new Queue({
      connectionString: () => `postgres://postgres:postgres@127.0.0.1:${port}/velvet`,
      backoff: { baseMs: 50, capMs: 120 },
    })
    cleanup(() => queue.stop())
    for (let attempt = 0; attempt < 4; attempt++) {
      await assert.rejects(() => queue.start())
    }
    const status = queue.status()
    assert.equal(status.failures, 4)
    assert.isAtMost(status.retryAt!.getTime() - clock.nowMs(), 120)
  }).timeout(20_000)
})
