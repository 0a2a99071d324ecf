import { mkdtempSync, writeFileSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import queue, { Queue } from '#core/queue/queue'
import { Readiness, type ReadinessOptions } from '#core/controllers/health_controller'

/*
| Rule: /health says the process lives (cheap, no dependency); /ready says
| whether it can serve: database, migrations, queue, disk, each reported,
| 200 only when all pass, 503 naming the failing check otherwise. Neither
| may be cached. The checks are swapped through the container (Readiness)
| with options, never patched.
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

function useReadiness(options: ReadinessOptions) {
  app.container.swap(Readiness, () => new Readiness(options))
  return () => app.container.restore(Readiness)
}

test.group('Health and readiness', (group) => {
  const scratch = mkdtempSync(join(tmpdir(), 'velvet-ready-'))
  group.teardown(async () => {
    await queue.stop()
    await rm(scratch, { recursive: true, force: true })
  })

  test('/health answers 200 JSON, uncached', async ({ client }) => {
    const response = await client.get('/health')
    response.assertStatus(200)
    response.assertBody({ status: 'ok' })
    response.assertHeader('cache-control', 'no-store')
  })

  test('/ready answers 200 with every check passing', async ({ client, assert }) => {
    const response = await client.get('/ready')
    response.assertStatus(200)
    assert.include(response.header('cache-control'), 'no-store')
    const body = response.body()
    assert.equal(body.status, 'ok')
    assert.sameMembers(Object.keys(body.checks), ['database', 'migrations', 'queue', 'disk'])
    for (const [name, check] of Object.entries<{ ok: boolean; ms: number }>(body.checks)) {
      assert.isTrue(check.ok, `${name}: ${JSON.stringify(check)}`)
      assert.isNumber(check.ms)
    }
    assert.isTrue(queue.isStarted(), 'the readiness check started the send-only queue')
  }).timeout(20_000)

  test('/ready answers 503 naming the disk when its folder cannot be written', async ({
    client,
    assert,
  }) => {
    // A file where the folder should be: no file can be written under it (even as root).
    const notAFolder = join(scratch, 'media')
    writeFileSync(notAFolder, 'in the way')
    const restore = useReadiness({ diskDir: join(notAFolder, 'inside') })
    try {
      const response = await client.get('/ready')
      response.assertStatus(503)
      assert.include(response.header('cache-control'), 'no-store')
      const body = response.body()
      assert.equal(body.status, 'fail')
      assert.isFalse(body.checks.disk.ok)
      assert.match(body.checks.disk.error, /ENOTDIR|EEXIST/)
      assert.isTrue(body.checks.database.ok)
      assert.isTrue(body.checks.migrations.ok)
    } finally {
      restore()
    }
  }).timeout(20_000)

  test('/ready answers 503 naming the queue when pg-boss cannot start', async ({
    client,
    assert,
  }) => {
    const port = await closedPort()
    const broken = new Queue({
      connectionString: () => `postgres://postgres:postgres@127.0.0.1:${port}/velvet`,
      backoff: { baseMs: 60_000 },
    })
    const restore = useReadiness({ queue: broken, timeoutMs: 20_000 })
    try {
      const first = await client.get('/ready')
      first.assertStatus(503)
      assert.equal(first.body().status, 'fail')
      assert.isFalse(first.body().checks.queue.ok)
      assert.match(first.body().checks.queue.error, /ECONNREFUSED|connect/)
      assert.isTrue(first.body().checks.database.ok)
      assert.isTrue(first.body().checks.disk.ok)
      // During the back-off the check answers at once, with the failure and when it is retried.
      const started = Date.now()
      const second = await client.get('/ready')
      second.assertStatus(503)
      assert.include(second.body().checks.queue.error, 'retry at')
      assert.isBelow(Date.now() - started, 10_000)
      assert.equal(broken.status().state, 'failed')
    } finally {
      restore()
      await broken.stop()
    }
  }).timeout(20_000)
})
