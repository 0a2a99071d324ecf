import { test } from '@japa/runner'
import { execFile } from 'node:child_process'
import { join } from 'node:path'
import { promisify } from 'node:util'
import app from '@adonisjs/core/services/app'
import { assertAgeEstimatorReady } from '#ai/actions/check_age_estimator'
import { useAgeEstimator } from '#ai/services/age/age_service'
import { ScriptedAgeEstimator } from '#tests/helpers/age_estimator'
import { startAppProcess, stopAppProcess, waitFor } from '#tests/helpers/app_processes'
// @ts-expect-error the launcher's own helper (plain JS, no types)
import { freePort } from '../../../bin/lib/ports.js'

const run = promisify(execFile)

/*
| In production the web and worker processes refuse to start when the age
| estimator fails its self-test (the bundled adult face, a landscape):
| every upload and every generated result waits on it. With custom
| generation off the web process takes no upload, so it starts anyway.
*/

/** Production settings (payment keys and APP_URL set) over the test's environment. */
function productionEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    APP_URL: 'https://velvet.example',
    AI_ALLOW_LOCAL_IN_PRODUCTION: 'true',
    STRIPE_SECRET_KEY: 'sk_live_x',
    STRIPE_PUBLISHABLE_KEY: 'pk_live_x',
    PAYPAL_CLIENT_ID: 'id',
    PAYPAL_CLIENT_SECRET: 'secret',
    ...env,
  }
}

/** Rekognition on a port where nothing answers: the self-test fails within seconds. */
const UNANSWERED_ESTIMATOR = {
  AI_AGE_DRIVER: 'rekognition',
  AI_AGE_BASE_URL: 'http://127.0.0.1:9',
  AI_AGE_AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE',
  AI_AGE_AWS_SECRET_ACCESS_KEY: 'secret',
  AI_AGE_TIMEOUT_MS: '2000',
}

/** Starts the worker in production and reports how it ended. */
async function workerInProduction(env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['ace.js', 'jobs:work'], {
      cwd: app.makePath(),
      env: productionEnv(env),
      timeout: 60_000,
    })
    return { code: 0, output: stdout + stderr }
  } catch (error: any) {
    return { code: error.code as number, output: `${error.stdout}${error.stderr}` }
  }
}

/** Starts one web process in production: whether it answered /health, or stopped first. */
async function webInProduction(env: Record<string, string>) {
  const port = String(await freePort())
  const web = startAppProcess(
    [join('bin', 'server.ts')],
    productionEnv({ HOST: '127.0.0.1', PORT: port, ...env })
  )
  try {
    const outcome = await waitFor(
      'the web process to answer or stop',
      async () => {
        if (web.child.exitCode !== null) return 'stopped'
        const answered = await fetch(`http://127.0.0.1:${port}/health`)
          .then((response) => response.ok)
          .catch(() => false)
        return answered && 'answered'
      },
      90_000,
      web.output
    )
    return { outcome, output: web.output() }
  } finally {
    await stopAppProcess(web)
  }
}

test.group('Age estimator guard in production', (group) => {
  group.each.teardown(() => useAgeEstimator())

  test('a worker with an estimator that cannot answer refuses to start', async ({ assert }) => {
    const result = await workerInProduction(UNANSWERED_ESTIMATOR)
    assert.notEqual(result.code, 0)
    assert.include(result.output, 'Refusing to start: the age estimator (rekognition')
  }).timeout(90_000)

  test('a web process refuses too, unless custom generation is off (it takes no upload)', async ({
    assert,
  }) => {
    const on = await webInProduction(UNANSWERED_ESTIMATOR)
    assert.equal(on.outcome, 'stopped', on.output)
    assert.include(on.output, 'Refusing to start: the age estimator (rekognition')
    const off = await webInProduction({ ...UNANSWERED_ESTIMATOR, STUDIO_CUSTOM_GENERATION: 'off' })
    assert.equal(off.outcome, 'answered', off.output)
    assert.notInclude(off.output, 'Refusing to start')
  }).timeout(200_000)

  test('an estimator that sees a minor in the adult sample, or none, fails the guard', async ({
    assert,
  }) => {
    const estimator = new ScriptedAgeEstimator()
    useAgeEstimator(estimator.faces(17))
    await assert.rejects(() => assertAgeEstimatorReady({ production: true }), /estimated under 25/)
    useAgeEstimator(estimator.faces())
    await assert.rejects(() => assertAgeEstimatorReady({ production: true }), /shows 0 faces/)
  })

  test('outside production it is not run', async ({ assert }) => {
    const estimator = new ScriptedAgeEstimator().fails('unavailable')
    useAgeEstimator(estimator)
    await assertAgeEstimatorReady({ production: false })
    assert.equal(estimator.pictures, 0)
  })
})
