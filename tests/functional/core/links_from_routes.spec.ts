import { test } from '@japa/runner'
import mail from '@adonisjs/mail/services/main'
import testUtils from '@adonisjs/core/services/test_utils'
import type { FakeMailer } from '@adonisjs/mail'
import { publicOrigin } from '#core/http/public_url'
import { requestPasswordReset } from '#accounts/actions/request_password_reset'
import { sendPointsExpiryNotice } from '#accounts/services/account_mails'
import { subscribeNewsletter } from '#engagement/actions/subscribe_newsletter'
import { createUser, mailsTo, sessionOf } from '#tests/helpers/users'

/** The site's origin, as a pattern. */
const origin = () => publicOrigin().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/*
| Redirects and the links in mails are
| built from named routes (urlFor, toRoute), never typed by hand. These pin
| the public URLs they must still give (the PayPal return and approval URLs
| are pinned by payments/sandbox_payments.spec.ts; unit/core/routes_committed.spec.ts
| shows urlFor works without an HTTP server, as in the worker).
*/
test.group('Links and redirects from named routes', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  let mails: FakeMailer
  group.each.setup(() => {
    mails = mail.fake()
    return () => mail.restore()
  })

  test('a visitor on a members-only page is sent to /login', async ({ client }) => {
    const response = await client.get('/profile/export').redirects(0)
    response.assertStatus(302)
    response.assertHeader('location', '/login')
  })

  test('a signed-in user on the login page is sent home', async ({ client }) => {
    const user = await createUser()
    const response = await client.get('/login').withSession(sessionOf(user)).redirects(0)
    response.assertStatus(302)
    response.assertHeader('location', '/')
  })

  test('the expiry notice links to the profile transactions tab', async ({ assert }) => {
    const user = await createUser()
    await sendPointsExpiryNotice(user, {
      userId: user.id,
      points: 50,
      expiresAt: new Date(Date.UTC(2030, 0, 15)).toISOString(),
      lotIds: [],
    })
    const [sent] = await mailsTo(mails, user.email)
    assert.include(sent.text, `${publicOrigin()}/profile?tab=transactions`)
  })

  test('the password reset mail links to /reset-password/<token>', async ({ assert }) => {
    const user = await createUser()
    await requestPasswordReset(user.email)
    const [sent] = await mailsTo(mails, user.email)
    assert.match(sent.text, new RegExp(`${origin()}/reset-password/[\\w-]{43}\\s`))
  })

  test('the newsletter mail links to /newsletter/confirm/<token>', async ({ assert }) => {
    const email = `links-${Date.now()}@example.com`
    await subscribeNewsletter(email, 'en')
    const [sent] = await mailsTo(mails, email)
    assert.match(sent.text, new RegExp(`${origin()}/newsletter/confirm/[\\w-]{43}\\s`))
  })
})
