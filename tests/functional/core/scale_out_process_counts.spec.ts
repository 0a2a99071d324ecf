import { join } from 'node:path'
import { test } from '@japa/runner'
import { startAppProcess } from '#tests/helpers/app_processes'

/*
| Rule: the launchers that scale out (bin/start.js, bin/web.ts) refuse a
| process count of 0 with a message that says so, rather than start nothing.
| Each launcher here exits at once: no database or server is shared.
*/

test.group('Process counts', () => {
  for (const [script, variable] of [
    [join('bin', 'start.js'), 'WEB_CONCURRENCY'],
    [join('bin', 'start.js'), 'WORKER_CONCURRENCY'],
    [join('bin', 'web.ts'), 'WEB_CONCURRENCY'],
  ]) {
    test(`${script} refuses ${variable}=0 with a clear message`, async ({ assert }) => {
      const launcher = startAppProcess([script], { ...process.env, [variable]: '0' })
      const code = await new Promise((resolve) => launcher.child.once('close', resolve))
      assert.equal(code, 1)
      assert.include(launcher.output(), `${variable} must be a whole number ≥ 1 (got "0")`)
    }).timeout(20_000)
  }
})
