import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import { TEST_PASSWORD, createUser, mailsTo } from '#tests/helpers/users'
import { SESSION_COOKIE, holderOf, logIn } from '#tests/helpers/sessions'
import { clock } from '#core/clock'
import { changePassword, eachTestWithMail, postForm } from './account_test_helpers.js'

/** Asserts that a session is gone from the store and its cookie signs nobody in any more. */
async function assertEnded(client: ApiClient, sessionId: string, assert: any) {
  const rows = await db
    .from('sessions')
    .where('id', sessionId)
    .whereNotNull('user_id')
    .where('expires_at', '>', clock.now())
  assert.lengthOf(rows, 0, 'the ended session is still stored as signed in')
  const holder = await holderOf(client, sessionId)
  assert.isNull(holder.userId, 'the ended session still signs its holder in')
  assert.isNull(holder.balance, 'the ended session still reads the balance')
  assert.equal(holder.exportStatus, 302)
  assert.equal(holder.exportLocation, '/login')
}

async function assertSignedIn(client: ApiClient, sessionId: string, userId: number, assert: any) {
  const holder = await holderOf(client, sessionId)
  assert.equal(holder.userId, userId)
  assert.isNumber(holder.balance)
  assert.equal(holder.exportStatus, 200)
}

test.group('Sessions end for real (every copy of the cookie)', (group) => {
  const mailer = eachTestWithMail(group)

  test('a copy of the cookie taken before logout is refused afterwards', async ({
    client,
    assert,
  }) => {
    const user = await createUser()
    const cookie = await logIn(client, user.email)
    const copy = cookie
    await assertSignedIn(client, copy, user.id, assert)

    const logout = await postForm(client, '/logout', undefined, { cookie })
    logout.assertHeader('location', '/')
    logout.assertFlashMessage('toast', { type: 'success', message: 'Logged out successfully' })

    await assertEnded(client, copy, assert)
  })

  test('a password change ends the other devices and keeps this one', async ({
    client,
    assert,
  }) => {
    const user = await createUser()
    const here = await logIn(client, user.email)
    const elsewhere = await logIn(client, user.email)

    const changed = await changePassword(client, TEST_PASSWORD, 'new-secret', { cookie: here })
    changed.assertFlashMessage('toast', {
      type: 'success',
      message: 'Password changed. Your other sessions have been closed.',
    })

    await assertEnded(client, elsewhere, assert)
    await assertSignedIn(client, here, user.id, assert)
  })

  test('a password reset ends every session of the account', async ({ client, assert }) => {
    const user = await createUser()
    const signedIn = await logIn(client, user.email)
    await postForm(client, '/forgot-password', { email: user.email })
    const [sent] = await mailsTo(mailer(), user.email)
    const token = sent.text.match(/reset-password\/([\w-]+)/)![1]

    const reset = await postForm(client, '/reset-password', {
      token,
      password: 'brand-new',
      password_confirmation: 'brand-new',
    })
    reset.assertHeader('location', '/login')

    await assertEnded(client, signedIn, assert)
  })

  test('erasing the account ends its sessions on every device', async ({ client, assert }) => {
    const user = await createUser()
    const here = await logIn(client, user.email)
    const elsewhere = await logIn(client, user.email)

    const erased = await postForm(
      client,
      '/profile/delete',
      { password: TEST_PASSWORD },
      { cookie: here }
    )
    erased.assertHeader('location', '/')

    await assertEnded(client, here, assert)
    await assertEnded(client, elsewhere, assert)
    const rows = await db.from('sessions').where('user_id', user.id)
    assert.lengthOf(rows, 0)
  })

  test('"sign out of other devices" ends the others, keeps this one and says how many', async ({
    client,
    assert,
  }) => {
    const user = await createUser()
    const stranger = await createUser()
    const here = await logIn(client, user.email)
    const phone = await logIn(client, user.email)
    const laptop = await logIn(client, user.email)
    const strangers = await logIn(client, stranger.email)

    const endOthers = (lang: string) =>
      postForm(client, '/profile/sessions/end-others', undefined, { cookie: here, lang })

    const ended = await endOthers('en')
    ended.assertHeader('location', '/profile?tab=settings')
    ended.assertFlashMessage('toast', {
      type: 'success',
      message: 'Signed out of 2 other devices.',
    })
    await assertEnded(client, phone, assert)
    await assertEnded(client, laptop, assert)
    await assertSignedIn(client, here, user.id, assert)
    await assertSignedIn(client, strangers, stranger.id, assert)

    const again = await endOthers('es')
    again.assertFlashMessage('toast', {
      type: 'success',
      message: 'No tenías la sesión iniciada en ningún otro dispositivo.',
    })
  })

  test('"sign out of other devices" needs a session and the CSRF token', async ({
    client,
    assert,
  }) => {
    const anonymous = await postForm(client, '/profile/sessions/end-others')
    anonymous.assertHeader('location', '/login')

    const user = await createUser()
    const here = await logIn(client, user.email)
    const phone = await logIn(client, user.email)
    const forged = await client
      .post('/profile/sessions/end-others')
      .withCookie(SESSION_COOKIE, here)
      .header('X-Inertia', 'true')
      .redirects(0)
    assert.equal(forged.status(), 303)
    await assertSignedIn(client, phone, user.id, assert)
  })

  test('an expired session is not accepted', async ({ client, assert }) => {
    const user = await createUser()
    const cookie = await logIn(client, user.email)
    await assertSignedIn(client, cookie, user.id, assert)

    // Two hours (config/session.ts) without a request.
    clock.travel(2 * 3600_000 + 1000)

    await assertEnded(client, cookie, assert)
  })
})
