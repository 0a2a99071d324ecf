import { test } from '@japa/runner'
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import app from '@adonisjs/core/services/app'

const run = promisify(execFile)

/** Boots the real app in production (an ace command that starts it, payment keys set) and reports how it ended. */
async function bootInProduction(env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['ace.js', 'packages:set'], {
      cwd: app.makePath(),
      env: {
        ...process.env,
        NODE_ENV: 'production',
        STRIPE_SECRET_KEY: 'sk_live_x',
        STRIPE_PUBLISHABLE_KEY: 'pk_live_x',
        PAYPAL_CLIENT_ID: 'id',
        PAYPAL_CLIENT_SECRET: 'secret',
        ...env,
      },
      timeout: 60_000,
    })
    return { code: 0, output: stdout + stderr }
  } catch (error: any) {
    return { code: error.code as number, output: `${error.stdout}${error.stderr}` }
  }
}

test.group('APP_URL in production', () => {
  test('the app refuses to start in production without APP_URL (mail links come from it)', async ({
    assert,
  }) => {
    const result = await bootInProduction({ APP_URL: '' })
    assert.notEqual(result.code, 0)
    assert.include(result.output, 'APP_URL is not set in production')
  }).timeout(90_000)

  test('an APP_URL that is not a URL is refused at boot', async ({ assert }) => {
    const result = await bootInProduction({ APP_URL: 'velvet example' })
    assert.notEqual(result.code, 0)
    assert.include(result.output, 'APP_URL')
  }).timeout(90_000)
})
