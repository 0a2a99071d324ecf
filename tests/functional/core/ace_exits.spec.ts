import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'

const run = promisify(execFile)

/*
| An ace command that started the job queue (pg-boss: its pool, its timers)
| must still end when its work is done. Before bin/console.ts stopped the
| queue on terminate, `jobs:status` (and any command that enqueued a mail or
| a job: payments:reconcile crediting a purchase, bench:run) finished its
| output and then stayed alive for about ten minutes. jobs:status starts the
| queue (pg-boss creates its tables then, on a database nothing queued on). The bound below is
| far above a normal run (a few seconds) and far below that.
*/
test.group('ace commands end', () => {
  test('a command that started the job queue exits once done', async ({ assert }) => {
    const ran = await run(process.execPath, ['ace.js', 'jobs:status'], {
      cwd: app.makePath(),
      env: { ...process.env, LOG_LEVEL: 'warn' },
      timeout: 90_000,
      killSignal: 'SIGKILL',
    }).catch((error) => {
      throw new Error(
        `jobs:status: ${error.signal ?? error.code}\n${error.stdout}\n${error.stderr}`
      )
    })
    assert.match(ran.stdout, /queue|no jobs yet/)
  }).timeout(120_000)
})
