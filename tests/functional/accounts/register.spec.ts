import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import User from '#accounts/models/user'
import { createUser, mailsTo, sessionOf } from '#tests/helpers/users'
import { eachTestWithMail, postForm } from './account_test_helpers.js'

const valid = {
  username: 'Nocturna',
  email: 'Nocturna@Example.com',
  password: 'moonlight',
  password_confirmation: 'moonlight',
  adult: true,
}

/** The sign-up form sent as the page sends it. */
const signUp = (client: ApiClient, fields: Record<string, unknown>, lang?: string) =>
  postForm(client, '/register', fields, { lang })

test.group('Register', (group) => {
  const mailer = eachTestWithMail(group)

  test('the page renders for visitors', async ({ client }) => {
    const response = await client.get('/register').withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('accounts/register')
  })

  test('signing up stores a hashed password, mails a code in the visitor language and goes to /verify-email', async ({
    client,
    assert,
  }) => {
    const response = await signUp(client, valid, 'es')
    response.assertStatus(302)
    response.assertHeader('location', '/verify-email')
    response.assertFlashMessage('verifyEmail', {
      email: 'nocturna@example.com',
      message: '¡Cuenta creada! Te hemos enviado un código de 6 dígitos por correo.',
    })

    const user = await User.findByOrFail('email', 'nocturna@example.com')
    assert.equal(user.username, 'Nocturna')
    assert.equal(user.locale, 'es')
    assert.isNull(user.emailVerifiedAt)
    assert.notEqual(user.password, 'moonlight')
    assert.match(user.password, /^\$scrypt\$/)

    const [sent] = await mailsTo(mailer(), 'nocturna@example.com')
    const code = sent.subject.match(/\d{6}/)![0]
    assert.equal(sent.subject, `Tu código de verificación de Velvet: ${code}`)
    assert.include(sent.text, code)
    assert.include(sent.html, code)
    assert.include(sent.text, 'caduca en 15 minutos')

    const row = await db.from('email_verification_codes').where('user_id', user.id).first()
    assert.notEqual(row.code_hash, code)
    assert.lengthOf(row.code_hash, 64)
  })

  test('all four fields are required', async ({ client, assert }) => {
    const response = await signUp(client, {
      username: '',
      email: '',
      password: '',
      password_confirmation: '',
    })
    response.assertFlashMessage('inputErrorsBag', {
      username: ['Please fill in all fields'],
      email: ['Please fill in all fields'],
      password: ['Please fill in all fields'],
      adult: ['You must confirm that you are 18 or older'],
    })
    assert.lengthOf(mailer().mails.queued(), 0)
  })

  test('passwords must match and have at least 6 characters', async ({ client }) => {
    const mismatch = await signUp(client, { ...valid, password_confirmation: 'sunlight' })
    mismatch.assertFlashMessage('inputErrorsBag', {
      password_confirmation: ['Passwords do not match'],
    })

    const short = await signUp(
      client,
      { ...valid, password: 'abc', password_confirmation: 'abc' },
      'es'
    )
    short.assertFlashMessage('inputErrorsBag', {
      password: ['La contraseña debe tener al menos 6 caracteres'],
    })
  })

  test('the 18+ attestation is required', async ({ client, assert }) => {
    const response = await signUp(client, { ...valid, adult: false })
    response.assertFlashMessage('inputErrorsBag', {
      adult: ['You must confirm that you are 18 or older'],
    })
    assert.isNull(await User.findBy('email', 'nocturna@example.com'))
  })

  test('a registered email or a username in use (any case) is refused', async ({ client }) => {
    await createUser({ username: 'Taken', email: 'taken@example.com' })
    const email = await signUp(client, { ...valid, email: 'TAKEN@example.com' })
    email.assertFlashMessage('inputErrorsBag', { email: ['Email already registered'] })

    const username = await signUp(client, { ...valid, username: 'tAKEN' }, 'es')
    username.assertFlashMessage('inputErrorsBag', {
      username: ['El nombre de usuario ya está en uso'],
    })
  })

  test('a name shaped like an erased account ("deleted-12") is refused, translated', async ({
    client,
    assert,
  }) => {
    for (const [username, lang, message] of [
      ['deleted-12', 'es', 'Este nombre de usuario está reservado'],
      ['Deleted_7', 'en', 'This username is reserved'],
      ['deleted99', 'en', 'This username is reserved'],
    ]) {
      const response = await signUp(client, { ...valid, username }, lang)
      response.assertFlashMessage('inputErrorsBag', { username: [message] })
    }
    assert.isNull(await User.findBy('email', valid.email.toLowerCase()))
  })

  test('a post without the CSRF token is refused', async ({ client, assert }) => {
    const response = await client.post('/register').json(valid).redirects(0)
    assert.notEqual(response.header('location'), '/verify-email')
    assert.isNull(await User.findBy('email', 'nocturna@example.com'))
  })

  test('signed-in users are sent home', async ({ client }) => {
    const user = await createUser()
    const response = await client.get('/register').withSession(sessionOf(user)).redirects(0)
    response.assertStatus(302)
    response.assertHeader('location', '/')
  })

  test('sign-ups are rate limited per address, with a translated wait', async ({
    client,
    assert,
  }) => {
    for (let i = 0; i < 10; i++) {
      const ok = await signUp(client, {
        ...valid,
        username: `fan${i}`,
        email: `fan${i}@example.com`,
      })
      ok.assertHeader('location', '/verify-email')
    }
    const limited = await signUp(client, {
      ...valid,
      username: 'fan10',
      email: 'fan10@example.com',
    })
    const errors = limited.flashMessages().inputErrorsBag as Record<string, string[]>
    assert.match(errors.form[0], /^Too many attempts\. Please try again in \d+ seconds\.$/)
    assert.isNull(await User.findBy('email', 'fan10@example.com'))
  })
})
