import { test } from '@japa/runner'
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import app from '@adonisjs/core/services/app'

const run = promisify(execFile)

/*
| In production the offline demo engines (local chat, image and video
| drivers) serve visitors only when the operator says so
| (AI_ALLOW_LOCAL_IN_PRODUCTION=true): the app refuses to start otherwise.
*/

/** Boots the real app in production (an ace command that starts it, payments and APP_URL set). */
async function bootInProduction(env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['ace.js', 'packages:set'], {
      cwd: app.makePath(),
      env: {
        ...process.env,
        NODE_ENV: 'production',
        APP_URL: 'https://velvet.example',
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

test.group('Local AI drivers in production', () => {
  test('the app refuses to start with a local chat, image or video driver unless opted in', async ({
    assert,
  }) => {
    const all = await bootInProduction({ AI_ALLOW_LOCAL_IN_PRODUCTION: '' })
    assert.notEqual(all.code, 0)
    assert.include(
      all.output,
      'Refusing to start: AI_CHAT_DRIVER, AI_IMAGE_DRIVER, AI_VIDEO_DRIVER are local'
    )
    const video = await bootInProduction({
      AI_ALLOW_LOCAL_IN_PRODUCTION: 'false',
      AI_CHAT_DRIVER: 'openai',
      AI_IMAGE_DRIVER: 'openai',
    })
    assert.notEqual(video.code, 0)
    assert.include(video.output, 'Refusing to start: AI_VIDEO_DRIVER is local')
    const optedIn = await bootInProduction({ AI_ALLOW_LOCAL_IN_PRODUCTION: 'true' })
    assert.equal(optedIn.code, 0, optedIn.output)
    assert.notInclude(optedIn.output, 'Refusing to start')
  }).timeout(180_000)
})
