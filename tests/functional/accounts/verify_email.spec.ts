import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { balanceOf } from '#ledger/queries/balance_of'
import { ledgerHistory } from '#ledger/queries/ledger_history'
import { CODE_TTL_MINUTES } from '#accounts/services/account_mails'
import { createUser } from '#tests/helpers/users'
import { clock } from '#core/clock'
import { eachTestWithMail, pendingUser, verifyEmail, wrongCode } from './account_test_helpers.js'

/*
| Checking the emailed code: the page, the answers, the limits and the same
| code sent at once. Asking for a new code: verify_email_resend.spec.ts.
*/

test.group('Verify email: page', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the page gets the navigation state once, then nothing (the stored item takes over)', async ({
    client,
    assert,
  }) => {
    const withState = await client
      .get('/verify-email')
      .withFlashMessages({ verifyEmail: { email: 'a@b.co', message: 'hi' } })
      .withInertia()
    withState.assertInertiaComponent('accounts/verify_email')
    assert.deepEqual(withState.inertiaProps.state, { email: 'a@b.co', message: 'hi' })
    assert.equal(withState.inertiaProps.resendCooldown, 60)

    const without = await client.get('/verify-email').withInertia()
    assert.isNull(without.inertiaProps.state)
  })
})

test.group('Verify email: POST /api/auth/verify-email', (group) => {
  const mailer = eachTestWithMail(group)

  test('the right code verifies, signs in and credits 20 welcome points once', async ({
    client,
    assert,
  }) => {
    const { user, code } = await pendingUser(mailer())
    const response = await verifyEmail(client, user.email.toUpperCase(), code, 'es')
    response.assertStatus(200)
    response.assertBodyContains({
      success: true,
      message: '¡Correo verificado exitosamente!',
      data: { balance: 20, redirect: '/' },
    })
    response.assertSession('auth_web', user.id)

    await user.refresh()
    assert.isNotNull(user.emailVerifiedAt)
    assert.equal(await balanceOf(user.id), 20)

    // The same code again (double submit, a second tab): same answer, still 20 points.
    const again = await verifyEmail(client, user.email, code)
    again.assertStatus(200)
    again.assertBodyContains({ success: true, data: { balance: 20 } })
    const history = await ledgerHistory(user.id)
    assert.deepEqual(
      history.entries.map((entry) => [entry.kind, entry.amount]),
      [['welcome_bonus', 20]]
    )
  })

  test('a wrong code is a 400, and after 5 wrong tries the code is dead', async ({
    client,
    assert,
  }) => {
    const { user, code } = await pendingUser(mailer())
    const first = await verifyEmail(client, user.email, wrongCode(code), 'es')
    first.assertStatus(400)
    first.assertBodyContains({ success: false, message: 'Código de verificación inválido' })
    for (let i = 0; i < 3; i++) {
      const wrong = await verifyEmail(client, user.email, wrongCode(code), 'en')
      wrong.assertStatus(400)
      wrong.assertBodyContains({ code: 'E_INVALID_CODE' })
    }
    const fifth = await verifyEmail(client, user.email, wrongCode(code), 'en')
    fifth.assertBodyContains({
      message: 'Too many wrong codes. Request a new one.',
      code: 'E_CODE_USED_UP',
    })

    const right = await verifyEmail(client, user.email, code, 'en')
    right.assertStatus(400)
    right.assertBodyContains({ message: 'Too many wrong codes. Request a new one.' })
    await user.refresh()
    assert.isNull(user.emailVerifiedAt)
    assert.equal(await balanceOf(user.id), 0)
  })

  test('a code that is not 6 digits is a 400 with the spec message', async ({ client }) => {
    const { user } = await pendingUser(mailer())
    const response = await verifyEmail(client, user.email, '12a45', 'es')
    response.assertStatus(400)
    response.assertBodyContains({
      message: 'Por favor, introduce el código de 6 dígitos completo',
    })
  })

  test('unknown, verified and waiting addresses answer wrong codes alike (no 404)', async ({
    client,
    assert,
  }) => {
    const { user: waiting, code } = await pendingUser(mailer())
    const verified = await createUser()
    const answers: Record<string, string[]> = { unknown: [], verified: [], waiting: [] }
    for (let i = 0; i < 6; i++) {
      for (const [name, email] of [
        ['unknown', 'nobody@example.com'],
        ['verified', verified.email],
        ['waiting', waiting.email],
      ]) {
        const response = await verifyEmail(client, email, wrongCode(code), 'es')
        answers[name].push(`${response.status()} ${JSON.stringify(response.body())}`)
      }
    }
    assert.deepEqual(answers.unknown, answers.waiting)
    assert.deepEqual(answers.verified, answers.waiting)
    assert.include(answers.unknown[0], '400 ')
    assert.include(answers.unknown[0], 'Código de verificación inválido')
    assert.include(answers.unknown[4], 'Demasiados códigos incorrectos')
  })

  test('an expired code is a 410 only for the right code; a wrong one is just wrong', async ({
    client,
  }) => {
    const { user, code } = await pendingUser(mailer())
    clock.travel(CODE_TTL_MINUTES * 60_000 + 1000)
    const response = await verifyEmail(client, user.email, wrongCode(code))
    response.assertStatus(400)
    response.assertBodyContains({ message: 'Invalid verification code' })
  })

  test('an expired code is a 410', async ({ client, assert }) => {
    const { user, code } = await pendingUser(mailer())
    clock.travel(CODE_TTL_MINUTES * 60_000 + 1000)
    const response = await verifyEmail(client, user.email, code, 'es')
    response.assertStatus(410)
    response.assertBodyContains({
      message: 'El código de verificación ha expirado. Solicita uno nuevo.',
    })
    assert.equal(await balanceOf(user.id), 0)
  })

  test('without the CSRF token nothing is verified', async ({ client, assert }) => {
    const { user, code } = await pendingUser(mailer())
    const response = await client
      .post('/api/auth/verify-email')
      .accept('json')
      .json({ email: user.email, verificationCode: code })
      .redirects(0)
    // Shield refuses it before the controller runs; a JSON caller reads why.
    response.assertStatus(403)
    assert.equal(response.body().code, 'E_BAD_CSRF_TOKEN')
    await user.refresh()
    assert.isNull(user.emailVerifiedAt)
  })

  test('code checks are rate limited per address (429 with the wait)', async ({ client }) => {
    const { user, code } = await pendingUser(mailer())
    for (let i = 0; i < 20; i++) await verifyEmail(client, 'nobody@example.com', '123456')
    const limited = await verifyEmail(client, user.email, code, 'es')
    limited.assertStatus(429)
    limited.assertHeader('retry-after', String(limited.body().retryAfter))
    limited.assertBodyContains({ success: false, code: 'E_TOO_MANY_REQUESTS' })
    limited.assertTextIncludes('Demasiados intentos. Inténtalo de nuevo dentro de')
  })
})

test.group('Verify email: the same right code sent at once', (group) => {
  // No global transaction: the requests must really run side by side.
  const mailer = eachTestWithMail(group, { transaction: false })

  test('10 at once: one verifies, the others are told it is already verified, none is a wrong try', async ({
    client,
    assert,
  }) => {
    const { user, code } = await pendingUser(mailer())
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => verifyEmail(client, user.email, code))
    )
    const answers = responses.map((response) => `${response.status()} ${response.body().message}`)
    assert.deepEqual(
      answers.toSorted(),
      [
        ...Array(9).fill('200 Your email is already verified.'),
        '200 Email verified successfully!',
      ].toSorted()
    )
    const row = await db.from('email_verification_codes').where('user_id', user.id).first()
    assert.equal(row.attempts, 0)
    assert.equal(await balanceOf(user.id), 20)
  })
})
