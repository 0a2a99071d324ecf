import { test } from '@japa/runner'
import { mailsTo, TEST_PASSWORD } from '#tests/helpers/users'
import { clock } from '#core/clock'
import {
  eachTestWithMail,
  pendingUser,
  postJson,
  resendVerification,
  verifyEmail,
  wrongCode,
} from './account_test_helpers.js'

/*
| After a code dies from wrong tries, a second resend
| inside the 60 s cooldown must send nothing — each "dead code → resend"
| cycle mails the address once, never twice in a minute.
*/
test.group('Verification code resends after a dead code', (group) => {
  const mailer = eachTestWithMail(group)

  test('a code killed by wrong tries: one resend goes out, the next within 60 s does not', async ({
    client,
    assert,
  }) => {
    const { user, code } = await pendingUser(mailer())
    const sent = async () => {
      const found = await mailsTo(mailer(), user.email)
      return found.length
    }
    const resendOk = async () => {
      const answer = await resendVerification(client, user.email)
      answer.assertStatus(200)
    }

    for (const cycle of [1, 2]) {
      clock.travel(61_000)
      for (let i = 0; i < 5; i++) await verifyEmail(client, user.email, wrongCode(code))
      const dead = await verifyEmail(client, user.email, code)
      dead.assertBodyContains({ message: 'Too many wrong codes. Request a new one.' })

      const before = await sent()
      await resendOk()
      assert.equal(await sent(), before + 1, `cycle ${cycle}: the first resend goes out`)
      await resendOk()
      clock.travel(30_000)
      await resendOk()
      assert.equal(await sent(), before + 1, `cycle ${cycle}: nothing more within 60 s`)
    }
  })

  test('signing in to an unverified account within 60 s of a resend mails nothing more', async ({
    client,
    assert,
  }) => {
    const { user } = await pendingUser(mailer())
    clock.travel(61_000)
    const resent = await resendVerification(client, user.email)
    resent.assertStatus(200)
    const before = await mailsTo(mailer(), user.email)
    await postJson(client, '/login', { email: user.email, password: TEST_PASSWORD })
    const after = await mailsTo(mailer(), user.email)
    assert.equal(after.length, before.length)
  })
})
