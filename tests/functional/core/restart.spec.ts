import { chmodSync, mkdtempSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from '@japa/runner'
import {
  startAppProcess,
  stopAppProcess,
  waitFor,
  type AppProcess,
} from '#tests/helpers/app_processes'
// @ts-expect-error the launcher's own helper (plain JS, no types)
import { freePort } from '../../../bin/lib/ports.js'

/*
| Rule: `npm start` right after a stop works. The real launcher (bin/start.js)
| runs on a temporary LOCAL_DATA_DIR with no demo catalog, is stopped with
| SIGTERM (as Ctrl-C does) and started again at once, twice in a row; each
| time it gets ready and /health answers 200. Before, the earlier run's
| PostgreSQL guardian could still be stopping "the" cluster — by then the
| new one — and seeding failed with "the database system is shutting down".
*/

test.group('npm start after a stop', () => {
  test('stopped with SIGTERM and started again at once, twice, it answers each time', async ({
    assert,
    cleanup,
  }) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'velvet-restart-'))
    // The cluster runs as the postgres system user when the tests run as root.
    chmodSync(dataDir, 0o755)
    const webPort: number = await freePort()
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      LOCAL_DATA_DIR: dataDir,
      DRIVE_ROOT: join(dataDir, 'media'),
      DEMO_CATALOG: 'false',
      HOST: '127.0.0.1',
      PORT: String(webPort),
      LOG_LEVEL: 'warn',
      WEB_CONCURRENCY: '1',
      WORKER_CONCURRENCY: '1',
    }
    delete env.DATABASE_URL
    delete env.NODE_ENV
    delete env.DEV_MODE

    let launcher: AppProcess | undefined
    cleanup(async () => {
      if (launcher) await stopAppProcess(launcher, 30_000)
      await rm(dataDir, { recursive: true, force: true })
    })

    const timings: number[] = []
    for (let run = 1; run <= 3; run++) {
      const started = Date.now()
      launcher = startAppProcess([join('bin', 'start.js')], env)
      const current = launcher
      await waitFor(
        `start ${run} to be ready`,
        () => {
          if (current.child.exitCode !== null) {
            throw new Error(`start ${run} exited (${current.child.exitCode}):\n${current.output()}`)
          }
          return current.output().includes('ready —')
        },
        120_000,
        current.output
      )
      const health = await fetch(`http://127.0.0.1:${webPort}/health`)
      assert.equal(health.status, 200, `start ${run}: /health`)
      assert.deepEqual(await health.json(), { status: 'ok' })
      assert.notInclude(current.output(), 'shutting down', `start ${run}`)
      // Lucid's record shows nothing to migrate after the first start: no ace boot for it.
      const migrated = current.output().includes('running migrations')
      assert.equal(migrated, run === 1, `start ${run} ran the migrations:\n${current.output()}`)
      timings.push(Date.now() - started)

      // Ctrl-C's equivalent; the next start follows the moment this one has exited.
      await stopAppProcess(current, 30_000)
      assert.equal(current.child.exitCode, 0, `start ${run} stopped cleanly:\n${current.output()}`)
      launcher = undefined
    }
    console.log(`ready after ${timings.map((ms) => `${(ms / 1000).toFixed(1)} s`).join(', ')}`)
  }).timeout(360_000)
})
