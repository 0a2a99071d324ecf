import { test } from '@japa/runner'
import mail from '@adonisjs/mail/services/main'
import testUtils from '@adonisjs/core/services/test_utils'
import type { FakeMailer } from '@adonisjs/mail'
import { issueVerificationCode } from '#accounts/actions/issue_verification_code'
import {
  clearRateLimits,
  codeFromMail,
  createUser,
  mailsTo,
  TEST_PASSWORD,
} from '#tests/helpers/users'
import { clock } from '#core/clock'

/*
| Issue 24, point 7: after a code dies from wrong tries, a second resend
| inside the 60 s cooldown must send nothing — each "dead code → resend"
| cycle mails the address once, never twice in a minute.
*/
test.group('Verification code resends after a dead code', (group) => {
  group.each.setup(() => clearRateLimits())
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.teardown(() => clock.reset())
  let mails: FakeMailer
  group.each.setup(() => {
    mails = mail.fake()
    return () => mail.restore()
  })

  test('a code killed by wrong tries: one resend goes out, the next within 60 s does not', async ({
    client,
    assert,
  }) => {
    const user = await createUser({ verified: false })
    await issueVerificationCode(user, false)
    const code = await codeFromMail(mails, user.email)
    const wrong = code === '000000' ? '111111' : '000000'
    const verify = (verificationCode: string) =>
      client
        .post('/api/auth/verify-email')
        .withCsrfToken()
        .accept('json')
        .json({ email: user.email, verificationCode })
    const resend = () =>
      client
        .post('/api/auth/resend-verification')
        .withCsrfToken()
        .accept('json')
        .json({ email: user.email })
    const sent = async () => {
      const found = await mailsTo(mails, user.email)
      return found.length
    }
    const resendOk = async () => {
      const answer = await resend()
      answer.assertStatus(200)
    }

    for (const cycle of [1, 2]) {
      clock.travel(61_000)
      for (let i = 0; i < 5; i++) await verify(wrong)
      const dead = await verify(code)
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
    const user = await createUser({ verified: false })
    await issueVerificationCode(user, false)
    clock.travel(61_000)
    const resent = await client
      .post('/api/auth/resend-verification')
      .withCsrfToken()
      .accept('json')
      .json({ email: user.email })
    resent.assertStatus(200)
    const before = await mailsTo(mails, user.email)
    await client
      .post('/login')
      .withCsrfToken()
      .accept('json')
      .json({ email: user.email, password: TEST_PASSWORD })
    const after = await mailsTo(mails, user.email)
    assert.equal(after.length, before.length)
  })
})
