import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import User from '#accounts/models/user'
import { TEST_PASSWORD, createUser, mailsTo } from '#tests/helpers/users'
import { SESSION_COOKIE, logIn } from '#tests/helpers/sessions'
import { RESET_TTL_MINUTES } from '#accounts/services/account_mails'
import { clock } from '#core/clock'
import { eachTestWithMail, postForm } from './account_test_helpers.js'

function tokenFrom(html: string) {
  const match = html.match(/\/reset-password\/([\w-]+)/)
  if (!match) throw new Error('no reset link in the mail')
  return match[1]
}

test.group('Password reset', (group) => {
  const mailer = eachTestWithMail(group)

  const requestLink = (client: ApiClient, email: string, lang = 'en') =>
    postForm(client, '/forgot-password', { email }, { lang })
  const setPassword = (client: ApiClient, token: string, password: string, lang?: string) =>
    postForm(
      client,
      '/reset-password',
      { token, password, password_confirmation: password },
      { lang }
    )

  test('the request page renders for visitors', async ({ client }) => {
    const response = await client.get('/forgot-password').withInertia()
    response.assertInertiaComponent('accounts/forgot_password')
    response.assertInertiaPropsContains({ sent: false })
  })

  test('a registered address gets a link; an unknown one gets the same answer and no mail', async ({
    client,
    assert,
  }) => {
    const user = await createUser({ locale: 'es' })
    const known = await requestLink(client, user.email, 'es')
    known.assertHeader('location', '/forgot-password')
    known.assertFlashMessage('toast', {
      type: 'success',
      message: '¡Correo de restablecimiento enviado! Revisa tu bandeja de entrada.',
    })
    known.assertFlashMessage('resetRequested', true)
    const [sent] = await mailsTo(mailer(), user.email)
    assert.equal(sent.subject, 'Restablece tu contraseña de Velvet')
    assert.include(sent.text, '60 minutos')
    const row = await db.from('password_reset_tokens').where('user_id', user.id).first()
    assert.notEqual(row.token_hash, tokenFrom(sent.html))

    const unknown = await requestLink(client, 'nobody@example.com', 'es')
    assert.deepEqual(unknown.flashMessages(), known.flashMessages())
    assert.lengthOf(mailer().mails.queued(), 1)
  })

  test('the address is required', async ({ client }) => {
    const response = await requestLink(client, '')
    response.assertFlashMessage('inputErrorsBag', { email: ['Please enter your email address'] })
  })

  test('the link sets a new password once, ends other sessions and goes to /login', async ({
    client,
    assert,
  }) => {
    const user = await createUser()
    const otherSession = await logIn(client, user.email)
    await requestLink(client, user.email)
    const [sent] = await mailsTo(mailer(), user.email)
    const token = tokenFrom(sent.html)

    const page = await client.get(`/reset-password/${token}`).withInertia()
    page.assertInertiaComponent('accounts/reset_password')
    page.assertInertiaPropsContains({ token, valid: true })

    const reset = await setPassword(client, token, 'brand-new')
    reset.assertHeader('location', '/login')
    reset.assertFlashMessage('toast', {
      type: 'success',
      message: 'Password reset successfully! You can now login with your new password.',
    })

    const fresh = await User.findOrFail(user.id)
    assert.isTrue(await User.verifyCredentials(user.email, 'brand-new').then(() => true))
    await assert.rejects(() => User.verifyCredentials(user.email, TEST_PASSWORD))
    assert.equal(fresh.id, user.id)

    const elsewhere = await client
      .get('/legal')
      .withCookie(SESSION_COOKIE, otherSession)
      .withInertia()
    elsewhere.assertInertiaPropsContains({ user: null })

    const again = await setPassword(client, token, 'other-one')
    again.assertFlashMessage('inputErrorsBag', {
      form: [
        'Password reset failed: this link is invalid, already used or expired. Request a new one.',
      ],
    })
    const used = await client.get(`/reset-password/${token}`).withInertia()
    used.assertInertiaPropsContains({ valid: false })
  })

  test('an expired or unknown link cannot be used', async ({ client }) => {
    const user = await createUser()
    await requestLink(client, user.email)
    const [sent] = await mailsTo(mailer(), user.email)
    const token = tokenFrom(sent.html)
    clock.travel(RESET_TTL_MINUTES * 60_000 + 1000)

    for (const candidate of [token, 'not-a-real-token']) {
      const page = await client.get(`/reset-password/${candidate}`).withInertia()
      page.assertInertiaPropsContains({ valid: false })
      const response = await setPassword(client, candidate, 'brand-new', 'es')
      response.assertFlashMessage('inputErrorsBag', {
        form: [
          'Error al restablecer la contraseña: el enlace no es válido, ya se usó o ha caducado. Pide uno nuevo.',
        ],
      })
    }
  })

  test('the new password follows the sign-up password rules', async ({ client }) => {
    const post = (body: Record<string, string>) =>
      postForm(client, '/reset-password', { token: 'whatever', ...body })
    const missing = await post({ password: '', password_confirmation: '' })
    missing.assertFlashMessage('inputErrorsBag', { password: ['Please fill in all fields'] })
    const mismatch = await post({ password: 'abcdef', password_confirmation: 'abcdeg' })
    mismatch.assertFlashMessage('inputErrorsBag', {
      password_confirmation: ['Passwords do not match'],
    })
    const short = await post({ password: 'abc', password_confirmation: 'abc' })
    short.assertFlashMessage('inputErrorsBag', {
      password: ['Password must be at least 6 characters long'],
    })
  })

  test('link requests are rate limited', async ({ client, assert }) => {
    for (let i = 0; i < 5; i++) await requestLink(client, `someone${i}@example.com`)
    const limited = await requestLink(client, 'someone@example.com')
    const errors = limited.flashMessages().inputErrorsBag as Record<string, string[]>
    assert.match(errors.email[0], /^Too many attempts/)
  })
})
