import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { creditPoints } from '#ledger/actions/credit_points'
import User from '#accounts/models/user'
import NewsletterSubscription from '#engagement/models/newsletter_subscription'
import { TEST_PASSWORD, clearRateLimits, createUser, sessionOf } from '#tests/helpers/users'
import { SESSION_COOKIE, logIn } from '#tests/helpers/sessions'
import { changePassword, postForm } from './account_test_helpers.js'

async function withEntries(user: User, count: number) {
  for (let i = 1; i <= count; i++) {
    await creditPoints(
      { userId: user.id, amount: i, reference: `test:${i}`, idempotencyKey: `p:${user.id}:${i}` },
      'adjustment'
    )
  }
}

test.group('Profile', (group) => {
  group.each.setup(() => clearRateLimits())
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('signed out: the login-required message, and back to the profile after login', async ({
    client,
  }) => {
    const response = await client.get('/profile').withInertia()
    response.assertInertiaComponent('accounts/profile')
    response.assertInertiaPropsContains({ signedIn: false })
    response.assertSession('intended_url', '/profile')
  })

  test('overview: username, email, bio and member since', async ({ client }) => {
    const user = await createUser({ username: 'Selene' })
    const response = await client.get('/profile').withSession(sessionOf(user)).withInertia()
    response.assertInertiaPropsContains({
      signedIn: true,
      tab: 'overview',
      account: {
        username: 'Selene',
        email: user.email,
        bio: null,
        memberSince: user.createdAt.toISO(),
      },
    })
  })

  test('transactions: own entries only, newest first, 20 per page', async ({ client, assert }) => {
    const [user, other] = [await createUser(), await createUser()]
    await withEntries(user, 23)
    await withEntries(other, 2)
    const first = await client
      .get('/profile?tab=transactions')
      .withSession(sessionOf(user))
      .withInertia()
    const history = first.inertiaProps.transactions
    assert.equal(history.total, 23)
    assert.equal(history.lastPage, 2)
    assert.lengthOf(history.entries, 20)
    assert.containsSubset(history.entries[0], {
      kind: 'adjustment',
      amount: 23,
      balanceAfter: 276,
    })
    const second = await client
      .get('/profile?tab=transactions&page=2')
      .withSession(sessionOf(user))
      .withInertia()
    assert.lengthOf(second.inertiaProps.transactions.entries, 3)
    assert.equal(second.inertiaProps.transactions.entries[2].reference, 'test:1')
  })

  test('the bio can be edited (at most 500 characters)', async ({ client, assert }) => {
    const user = await createUser()
    const signedIn = { session: sessionOf(user) }
    const saved = await postForm(client, '/profile', { bio: '  Night owl.  ' }, signedIn)
    saved.assertFlashMessage('toast', { type: 'success', message: 'Profile updated' })
    await user.refresh()
    assert.equal(user.bio, 'Night owl.')

    const tooLong = await postForm(client, '/profile', { bio: 'x'.repeat(501) }, signedIn)
    tooLong.assertFlashMessage('inputErrorsBag', { bio: ['Must be at most 500 characters long'] })
  })

  test('changing the password needs the current one; other sessions end, this one stays', async ({
    client,
    assert,
  }) => {
    const user = await createUser()
    const session = sessionOf(user)
    const [here, elsewhere] = [await logIn(client, user.email), await logIn(client, user.email)]
    const wrong = await changePassword(client, 'nope-nope', 'new-secret', { session })
    wrong.assertFlashMessage('inputErrorsBag', { currentPassword: ['The password is not correct'] })

    const changed = await changePassword(client, TEST_PASSWORD, 'new-secret', { cookie: here })
    changed.assertSession('auth_web', user.id)
    await User.verifyCredentials(user.email, 'new-secret')

    const old = await client.get('/legal').withCookie(SESSION_COOKIE, elsewhere).withInertia()
    old.assertInertiaPropsContains({ user: null })
    const current = await client.get('/legal').withCookie(SESSION_COOKIE, here).withInertia()
    assert.equal(current.inertiaProps.user.id, user.id)
  })

  test('export: a JSON download of the account, its points and its newsletter subscription', async ({
    client,
    assert,
  }) => {
    const user = await createUser({ username: 'Exporter' })
    await withEntries(user, 2)
    await NewsletterSubscription.create({
      email: user.email,
      locale: 'en',
      tokenHash: null,
      confirmedAt: DateTime.now(),
    })
    const response = await client.get('/profile/export').withSession(sessionOf(user))
    response.assertStatus(200)
    assert.match(
      String(response.header('content-disposition')),
      /attachment; filename="velvet-data-/
    )
    const data = JSON.parse(response.text())
    assert.containsSubset(data.account, { id: user.id, username: 'Exporter', email: user.email })
    assert.equal(data.points.balance, 3)
    assert.deepEqual(
      data.points.entries.map((entry: any) => entry.amount),
      [1, 2]
    )
    assert.containsSubset(data.newsletter, { email: user.email, language: 'en' })
    assert.notProperty(data.account, 'password')
  })

  test('delete: needs the password; erases personal data, keeps the ledger, logs out', async ({
    client,
    assert,
  }) => {
    const user = await createUser({ username: 'Leaving' })
    const email = user.email
    await withEntries(user, 2)
    await NewsletterSubscription.create({ email, locale: 'en', tokenHash: null, confirmedAt: null })
    const signedIn = { session: sessionOf(user) }

    const wrong = await postForm(client, '/profile/delete', { password: 'not-it' }, signedIn)
    wrong.assertFlashMessage('inputErrorsBag', { password: ['The password is not correct'] })

    const deleted = await postForm(client, '/profile/delete', { password: TEST_PASSWORD }, signedIn)
    deleted.assertHeader('location', '/')
    deleted.assertSessionMissing('auth_web')
    deleted.assertFlashMessage('toast', {
      type: 'success',
      message: 'Your account has been deleted.',
    })

    const row = await User.findOrFail(user.id)
    assert.equal(row.username, `deleted#${user.id}`)
    assert.equal(row.email, `deleted#${user.id}`)
    assert.isNull(row.bio)
    assert.isNotNull(row.deletedAt)
    assert.isNull(await NewsletterSubscription.findBy('email', email))
    const entries = await db.from('ledger_entries').where('user_id', user.id)
    assert.lengthOf(entries, 2)
    await assert.rejects(() => User.verifyCredentials(email, TEST_PASSWORD))
  })

  test('erasing works even when someone holds the old pseudonym "deleted-<id>"', async ({
    client,
    assert,
  }) => {
    const user = await createUser()
    // Accounts made before such names were refused may hold the old shapes.
    await createUser({
      username: `deleted-${user.id}`,
      email: `deleted-${user.id}@deleted.invalid`,
    })
    const response = await postForm(
      client,
      '/profile/delete',
      { password: TEST_PASSWORD },
      { session: sessionOf(user) }
    )
    response.assertHeader('location', '/')
    await user.refresh()
    assert.isNotNull(user.deletedAt)
  })

  test('profile actions need a session (and the CSRF token)', async ({ client, assert }) => {
    const anonymous = await postForm(client, '/profile', { bio: 'x' })
    anonymous.assertHeader('location', '/login')

    const user = await createUser()
    const noToken = await client
      .post('/profile/delete')
      .withSession(sessionOf(user))
      .header('X-Inertia', 'true')
      .json({ password: TEST_PASSWORD })
      .redirects(0)
    noToken.assertSession('auth_web', user.id)
    await user.refresh()
    assert.isNull(user.deletedAt)
  })
})
