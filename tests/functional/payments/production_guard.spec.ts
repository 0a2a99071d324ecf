import { test } from '@japa/runner'
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import app from '@adonisjs/core/services/app'

const run = promisify(execFile)

/** Boots the real app (an ace command that starts it) with the given environment and reports how it ended. */
async function boot(env: Record<string, string | undefined>) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['ace.js', 'packages:set'], {
      cwd: app.makePath(),
      // The offline demo engines serve the AI on purpose here (its own guard: local_drivers_guard.spec.ts).
      env: { ...process.env, AI_ALLOW_LOCAL_IN_PRODUCTION: 'true', ...env },
      timeout: 60_000,
    })
    return { code: 0, output: stdout + stderr }
  } catch (error: any) {
    return { code: error.code as number, output: `${error.stdout}${error.stderr}` }
  }
}

test.group('Payment sandbox in production', () => {
  test('the app refuses to start in production while a payment sandbox would be on', async ({
    assert,
  }) => {
    const result = await boot({
      NODE_ENV: 'production',
      STRIPE_SECRET_KEY: '',
      STRIPE_PUBLISHABLE_KEY: '',
      PAYPAL_CLIENT_ID: '',
      PAYPAL_CLIENT_SECRET: '',
    })
    assert.notEqual(result.code, 0)
    assert.include(result.output, 'the payment sandbox would be on in production')
  }).timeout(90_000)

  test('with keys for every enabled method it starts', async ({ assert }) => {
    const result = await boot({
      NODE_ENV: 'production',
      STRIPE_SECRET_KEY: 'sk_live_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_x',
      PAYPAL_CLIENT_ID: 'id',
      PAYPAL_CLIENT_SECRET: 'secret',
      APP_URL: 'https://velvet.example',
    })
    assert.equal(result.code, 0, result.output)
    // Without webhooks a refund or chargeback at the provider never reaches the ledger.
    assert.include(result.output, 'payment webhooks not configured')
    assert.include(result.output, 'STRIPE_WEBHOOK_SECRET, PAYPAL_WEBHOOK_ID')
  }).timeout(90_000)

  test('with the webhooks configured it says nothing of them', async ({ assert }) => {
    const result = await boot({
      NODE_ENV: 'production',
      STRIPE_SECRET_KEY: 'sk_live_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      PAYPAL_CLIENT_ID: 'id',
      PAYPAL_CLIENT_SECRET: 'secret',
      PAYPAL_WEBHOOK_ID: 'WH-1',
      APP_URL: 'https://velvet.example',
    })
    assert.equal(result.code, 0, result.output)
    assert.notInclude(result.output, 'payment webhooks not configured')
  }).timeout(90_000)
})
