import { test } from '@japa/runner'
import { codeFromMail, createUser, mailsTo } from '#tests/helpers/users'
import { clock } from '#core/clock'
import {
  eachTestWithMail,
  pendingUser,
  resendVerification,
  verifyEmail,
} from './account_test_helpers.js'

/*
| Asking for a new verification code: the cooldown, the same answer for
| every address, the limit. Checking a code: verify_email.spec.ts.
*/

test.group('Verify email: POST /api/auth/resend-verification', (group) => {
  const mailer = eachTestWithMail(group)

  test('a resend within 60 s sends nothing (same answer); after it, a new code replaces the old', async ({
    client,
    assert,
  }) => {
    const { user, code: oldCode } = await pendingUser(mailer())
    const early = await resendVerification(client, user.email)
    early.assertStatus(200)
    early.assertBodyContains({ success: true, data: { cooldown: 60 } })
    assert.lengthOf(await mailsTo(mailer(), user.email), 1)

    clock.travel(61_000)
    const later = await resendVerification(client, user.email, 'es')
    later.assertStatus(200)
    later.assertBodyContains({
      success: true,
      message: 'Nuevo código de verificación enviado',
      data: { cooldown: 60 },
    })
    const newCode = await codeFromMail(mailer(), user.email)
    if (newCode !== oldCode) {
      const stale = await verifyEmail(client, user.email, oldCode)
      stale.assertStatus(400)
    }
    const fresh = await verifyEmail(client, user.email, newCode)
    fresh.assertStatus(200)
  })

  test('unknown, verified and waiting addresses get the same answer (no 404)', async ({
    client,
    assert,
  }) => {
    const { user: waiting } = await pendingUser(mailer())
    const verified = await createUser()
    const answers = []
    for (const email of ['nobody@example.com', verified.email, waiting.email]) {
      const response = await resendVerification(client, email, 'es')
      answers.push(`${response.status()} ${JSON.stringify(response.body())}`)
    }
    assert.equal(answers[0], answers[2])
    assert.equal(answers[1], answers[2])
    assert.include(answers[0], '200 ')
    // Only the waiting account had a code sent, at sign-up; none of these sent another.
    assert.lengthOf(mailer().mails.queued(), 1)
  })

  test('resends are rate limited per address', async ({ client }) => {
    for (let i = 0; i < 10; i++) await resendVerification(client, 'nobody@example.com')
    const limited = await resendVerification(client, 'nobody@example.com')
    limited.assertStatus(429)
    limited.assertBodyContains({ code: 'E_TOO_MANY_REQUESTS' })
  })
})
