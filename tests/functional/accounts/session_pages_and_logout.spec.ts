import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { creditPoints } from '#ledger/actions/credit_points'
import { TEST_PASSWORD, createUser, sessionOf } from '#tests/helpers/users'
import { logInWith, postForm } from './account_test_helpers.js'

/*
| What every page shares of the session (the user, the balance, where a
| visitor is sent) and logging out. Signing in: login.spec.ts.
*/

test.group('Session on every page', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('pages share the signed-in user and balance', async ({ client }) => {
    const user = await createUser({ username: 'Nocturnal' })
    await creditPoints(
      { userId: user.id, amount: 35, reference: 'test', idempotencyKey: `t:${user.id}` },
      'adjustment'
    )
    const response = await client.get('/legal').withSession(sessionOf(user)).withInertia()
    response.assertInertiaPropsContains({
      user: { id: user.id, username: 'Nocturnal', email: user.email, role: 'user' },
      balance: 35,
    })
  })

  test('visitors get no user and no balance', async ({ client }) => {
    const response = await client.get('/legal').withInertia()
    response.assertInertiaPropsContains({ user: null, balance: null })
  })

  test('a protected page sends visitors to /login, and back there after login', async ({
    client,
  }) => {
    const user = await createUser()
    const visit = await client.get('/profile/export').redirects(0)
    visit.assertStatus(302)
    visit.assertHeader('location', '/login')
    visit.assertSession('intended_url', '/profile/export')
    visit.assertFlashMessage('toast', {
      type: 'error',
      message: 'You must be logged in to access this page',
    })

    const login = await logInWith(client, user.email, TEST_PASSWORD, {
      session: { intended_url: '/profile/export' },
    })
    login.assertHeader('location', '/profile/export')
  })

  test('/login?redirect= (the log-in prompts) brings the user back to that page', async ({
    client,
  }) => {
    const page = await client.get('/login?redirect=/models?sort=rating').redirects(0)
    page.assertSession('intended_url', '/models?sort=rating')
  })

  test('a redirect to another site is ignored', async ({ client }) => {
    for (const target of ['//evil.example', '/\\evil.example', 'https://evil.example/x']) {
      const page = await client.get('/login').qs({ redirect: target }).redirects(0)
      page.assertSessionMissing('intended_url')
    }
    const user = await createUser()
    const login = await logInWith(client, user.email, TEST_PASSWORD, {
      session: { intended_url: '//evil.example' },
    })
    login.assertHeader('location', '/')
  })

  test('JSON clients of a protected endpoint get a 401', async ({ client }) => {
    const response = await client.get('/profile/export').accept('json')
    response.assertStatus(401)
    response.assertBodyContains({ success: false, code: 'E_UNAUTHORIZED_ACCESS' })
  })
})

test.group('Logout', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('logging out ends the session and says so', async ({ client }) => {
    const user = await createUser()
    const response = await postForm(client, '/logout', undefined, { session: sessionOf(user) })
    response.assertHeader('location', '/')
    response.assertSessionMissing('auth_web')
    response.assertFlashMessage('toast', { type: 'success', message: 'Logged out successfully' })
  })

  test('logout without the CSRF token is refused', async ({ client }) => {
    const user = await createUser()
    const response = await client
      .post('/logout')
      .withSession(sessionOf(user))
      .header('X-Inertia', 'true')
      .redirects(0)
    response.assertSession('auth_web', user.id)
  })

  test('the session cookie is HttpOnly and SameSite=Lax', async ({ client, assert }) => {
    const response = await client.get('/login')
    const header = ([] as string[]).concat(response.header('set-cookie') ?? [])
    const session = header.find((cookie) => cookie.startsWith('velvet-session='))
    assert.exists(session)
    assert.match(session!, /HttpOnly/i)
    assert.match(session!, /SameSite=Lax/i)
  })
})
