import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import env from '#start/env'
import { TEST_PASSWORD, createUser, mailsTo } from '#tests/helpers/users'
import { eachTestWithMail, logInWith, postJson } from './account_test_helpers.js'

/*
| Signing in: the form's answers and the limits on guessing. Every page's
| session and logging out: session_pages_and_logout.spec.ts.
*/

test.group('Login', (group) => {
  const mailer = eachTestWithMail(group)

  test('the page renders for visitors', async ({ client }) => {
    const response = await client.get('/login').withInertia()
    response.assertInertiaComponent('accounts/login')
  })

  test('the right password signs in, says so and goes home', async ({ client }) => {
    const user = await createUser()
    const response = await logInWith(client, user.email.toUpperCase(), TEST_PASSWORD)
    response.assertStatus(302)
    response.assertHeader('location', '/')
    response.assertSession('auth_web', user.id)
    response.assertFlashMessage('toast', { type: 'success', message: 'Login successful!' })
  })

  test('an unknown email and a wrong password get the same answer', async ({ client, assert }) => {
    const user = await createUser()
    const answers = []
    for (const [email, password] of [
      ['nobody@example.com', TEST_PASSWORD],
      [user.email, 'wrong-password'],
    ]) {
      const response = await logInWith(client, email, password, { lang: 'es' })
      response.assertSessionMissing('auth_web')
      answers.push(response.flashMessages().inputErrorsBag)
    }
    assert.deepEqual(answers[0], { form: ['Credenciales inválidas'] })
    assert.deepEqual(answers[1], answers[0])
  })

  test('both fields are required', async ({ client }) => {
    const response = await logInWith(client, '', '')
    response.assertFlashMessage('inputErrorsBag', {
      email: ['Please fill in all fields'],
      password: ['Please fill in all fields'],
    })
  })

  test('an unverified account is sent to verify, with a fresh code', async ({ client, assert }) => {
    const user = await createUser({ verified: false })
    const response = await logInWith(client, user.email, TEST_PASSWORD)
    response.assertHeader('location', '/verify-email')
    response.assertSessionMissing('auth_web')
    response.assertFlashMessage('verifyEmail', {
      email: user.email,
      message: 'Please verify your email before logging in. We have sent you a new code.',
    })
    assert.lengthOf(await mailsTo(mailer(), user.email), 1)
  })

  test('a deleted account cannot log in', async ({ client }) => {
    const user = await createUser()
    const email = user.email
    user.merge({ deletedAt: user.createdAt })
    await user.save()
    const response = await logInWith(client, email, TEST_PASSWORD)
    response.assertFlashMessage('inputErrorsBag', { form: ['Invalid credentials'] })
  })

  test('5 failures lock the account from this address, even for the right password', async ({
    client,
    assert,
  }) => {
    const user = await createUser()
    const attempt = (password: string) => logInWith(client, user.email, password)
    for (let i = 0; i < 5; i++) {
      const failed = await attempt('wrong-password')
      failed.assertFlashMessage('inputErrorsBag', { form: ['Invalid credentials'] })
    }
    const locked = await attempt(TEST_PASSWORD)
    locked.assertSessionMissing('auth_web')
    const [message] = (locked.flashMessages().inputErrorsBag as any).form
    const seconds = Number(message.match(/in (\d+) seconds/)?.[1])
    assert.isAbove(seconds, 800)
    assert.isAtMost(seconds, 900)
  })

  test('the JSON form of the limit is a 429 with Retry-After', async ({ client }) => {
    const user = await createUser()
    for (let i = 0; i < 5; i++) await logInWith(client, user.email, 'nope-nope')
    const response = await postJson(client, '/login', {
      email: user.email,
      password: TEST_PASSWORD,
    })
    response.assertStatus(429)
    response.assertBodyContains({ success: false, code: 'E_TOO_MANY_REQUESTS' })
  })
})

test.group('Login limits that hold', (group) => {
  const mailer = eachTestWithMail(group)
  group.each.setup(() => () => env.set('TRUSTED_PROXIES', ''))

  /** A JSON login, optionally through a proxy header; answers 400 (checked) or 429 (refused). */
  function login(client: ApiClient, email: string, password: string, forwardedFor?: string) {
    const request = postJson(client, '/login', { email, password }).redirects(0)
    return forwardedFor ? request.header('X-Forwarded-For', forwardedFor) : request
  }
  const statuses = (responses: { status(): number }[]) =>
    responses.map((response) => response.status())
  const count = (list: number[], status: number) => list.filter((s) => s === status).length

  test('50 wrong passwords at once for one account from one address: at most 5 are checked', async ({
    client,
    assert,
  }) => {
    const user = await createUser()
    const answers = statuses(
      await Promise.all(
        Array.from({ length: 50 }, () => login(client, user.email, 'wrong-password'))
      )
    )
    assert.equal(count(answers, 400), 5)
    assert.equal(count(answers, 429), 45)
  })

  test('50 wrong logins at once to 50 accounts from one address: at most 20 are checked', async ({
    client,
    assert,
  }) => {
    const answers = statuses(
      await Promise.all(
        Array.from({ length: 50 }, (_, i) => login(client, `guess${i}@example.com`, 'nope-nope'))
      )
    )
    assert.equal(count(answers, 400), 20)
    assert.equal(count(answers, 429), 30)
  })

  test('one account guessed from 25 addresses is refused after 10, and its owner gets one mail', async ({
    client,
    assert,
  }) => {
    env.set('TRUSTED_PROXIES', '127.0.0.1')
    const user = await createUser({ locale: 'es' })
    const answers = []
    for (let i = 1; i <= 25; i++) {
      const response = await login(client, user.email, 'wrong-password', `10.0.0.${i}`)
      answers.push(response.status())
    }
    assert.deepEqual(answers, [...Array(10).fill(400), ...Array(15).fill(429)])

    // Even the right password waits, from a fresh address.
    const owner = await login(client, user.email, TEST_PASSWORD, '10.0.1.1')
    owner.assertStatus(429)

    const sent = await mailsTo(mailer(), user.email)
    assert.lengthOf(sent, 1)
    assert.equal(sent[0].subject, 'Alguien intenta iniciar sesión en tu cuenta de Velvet')
    assert.include(sent[0].text, '15 minutos')
  })

  test('a right password gives its tries back: the owner is never locked out by their own logins', async ({
    client,
  }) => {
    const user = await createUser()
    for (let i = 0; i < 25; i++) {
      const response = await login(client, user.email, TEST_PASSWORD)
      response.assertStatus(302)
    }
  })

  test('without trusted proxies a forged X-Forwarded-For counts against the socket address', async ({
    client,
    assert,
  }) => {
    const answers = []
    for (let i = 0; i < 21; i++) {
      const forged = i % 2 ? `203.0.113.${i}` : `198.51.100.${i}, 203.0.113.${i}`
      const response = await login(client, `who${i}@example.com`, 'nope-nope', forged)
      answers.push(response.status())
    }
    assert.deepEqual(answers, [...Array(20).fill(400), 429])
  })

  test('behind TRUSTED_PROXIES=127.0.0.1 the right-most untrusted hop is the client', async ({
    client,
    assert,
  }) => {
    env.set('TRUSTED_PROXIES', '127.0.0.1')
    // nginx appends the real peer after whatever the client wrote: "spoofed, real".
    const answers = []
    for (let i = 0; i < 21; i++) {
      const header = `198.51.100.${i}, 192.0.2.7`
      const response = await login(client, `who${i}@example.com`, 'nope-nope', header)
      answers.push(response.status())
    }
    assert.deepEqual(answers, [...Array(20).fill(400), 429])

    // Another real client behind the same proxy is not affected.
    const other = await login(client, 'someone@example.com', 'nope-nope', '192.0.2.8')
    other.assertStatus(400)
  })
})
