import { test } from '@japa/runner'
import mail from '@adonisjs/mail/services/main'
import testUtils from '@adonisjs/core/services/test_utils'
import type { FakeMailer } from '@adonisjs/mail'
import app from '@adonisjs/core/services/app'
import env from '#start/env'
import { clearRateLimits, createUser, mailsTo } from '#tests/helpers/users'

/* An address (Vite's dev server, which the tests run, refuses other names in Host) and a name. */
const FORGED_HOST = '203.0.113.66'
const FORGED_FORWARDED_HOST = 'attacker.example'
const APP_URL = 'https://velvet.example'

const forgeries = {
  'Host': { headers: { Host: FORGED_HOST }, forged: FORGED_HOST },
  'X-Forwarded-Host': {
    headers: { 'X-Forwarded-Host': FORGED_FORWARDED_HOST, 'X-Forwarded-Proto': 'https' },
    forged: FORGED_FORWARDED_HOST,
  },
}

/**
 * Forwarded headers count only from a trusted proxy (production). The test
 * client is one here, so a forged X-Forwarded-Host reaches request.host().
 */
function trustEveryProxy() {
  const http = app.config.get<{ trustProxy: unknown }>('app.http')
  const before = http.trustProxy
  http.trustProxy = () => true
  return () => {
    http.trustProxy = before
  }
}

function linksIn(mailed: { html: string; text: string }) {
  return [...`${mailed.html}\n${mailed.text}`.matchAll(/https?:\/\/[^\s"'<>]+/g)].map((m) => m[0])
}

/** Posts a JSON form as an Inertia visit, with the given extra headers. */
function post(client: any, path: string, body: object, headers: Record<string, string>) {
  let request = client.post(path).withCsrfToken().header('X-Inertia', 'true')
  for (const [name, value] of Object.entries(headers)) request = request.header(name, value)
  return request.json(body).redirects(0)
}

/* Both ways the app runs: APP_URL set, or (outside production only) unset. */
const origins = {
  'APP_URL': { appUrl: APP_URL, expected: () => APP_URL },
  'no APP_URL (local server)': {
    appUrl: '',
    expected: () => `http://${env.get('HOST')}:${env.get('PORT')}`,
  },
}

for (const [setting, { appUrl, expected }] of Object.entries(origins)) {
  test.group(`Mail links with ${setting} never come from the request host`, (group) => {
    group.each.setup(() => clearRateLimits())
    group.each.setup(() => testUtils.db().withGlobalTransaction())
    let mails: FakeMailer
    group.each.setup(() => {
      mails = mail.fake()
      return () => mail.restore()
    })
    group.each.setup(() => {
      const before = env.get('APP_URL')
      env.set('APP_URL', appUrl)
      return () => env.set('APP_URL', before ?? '')
    })
    group.each.setup(() => trustEveryProxy())

    for (const [name, { headers, forged }] of Object.entries(forgeries)) {
      test(`forgot-password with a forged ${name}: the reset link is on ${setting}`, async ({
        client,
        assert,
      }) => {
        const user = await createUser()
        const response = await post(client, '/forgot-password', { email: user.email }, headers)
        response.assertStatus(302)
        const [mailed] = await mailsTo(mails, user.email)
        const links = linksIn(mailed)
        assert.isNotEmpty(links)
        for (const link of links)
          assert.isTrue(link.startsWith(`${expected()}/reset-password/`), link)
        assert.notInclude(mailed.html + mailed.text, forged)
      })

      test(`newsletter with a forged ${name}: the confirmation link is on ${setting}`, async ({
        client,
        assert,
      }) => {
        const email = `reader-${Date.now()}@example.com`
        const response = await post(client, '/newsletter', { email }, headers)
        response.assertStatus(302)
        const [mailed] = await mailsTo(mails, email)
        const links = linksIn(mailed)
        assert.isNotEmpty(links)
        for (const link of links) {
          assert.isTrue(link.startsWith(`${expected()}/newsletter/confirm/`), link)
        }
        assert.notInclude(mailed.html + mailed.text, forged)
      })

      test(`register with a forged ${name}: the code mail names no other host`, async ({
        client,
        assert,
      }) => {
        const email = `signup-${Date.now()}@example.com`
        const response = await post(
          client,
          '/register',
          {
            username: `signup_${Date.now()}`,
            email,
            password: 'moonlight',
            password_confirmation: 'moonlight',
            adult: true,
          },
          headers
        )
        response.assertStatus(302)
        const [mailed] = await mailsTo(mails, email)
        assert.exists(mailed)
        for (const link of linksIn(mailed)) assert.isTrue(link.startsWith(`${expected()}/`), link)
        assert.notInclude(mailed.html + mailed.text, forged)
      })
    }
  })
}
