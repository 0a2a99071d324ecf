import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type { ApiClient } from '@japa/api-client'
import type { Assert } from '@japa/assert'
import { clearRateLimits, createUser } from '#tests/helpers/users'
import { SESSION_COOKIE, logIn } from '#tests/helpers/sessions'
import env from '#start/env'

const SETTINGS = '/profile?tab=settings'

/**
 * A new user signs in and sends a profile form from the settings tab, as the
 * browser does (its Referer is the tab); the refusal must send them back
 * there. Returns the page the browser lands on (with the same session),
 * checked to show the settings tab.
 */
async function refusedFromSettings(
  client: ApiClient,
  assert: Assert,
  path: string,
  body: Record<string, string>,
  lang: 'en' | 'es'
) {
  const user = await createUser()
  const session = await logIn(client, user.email)
  const refused = await client
    .post(path)
    .withCsrfToken()
    .withCookie(SESSION_COOKIE, session)
    .header('X-Inertia', 'true')
    .header('Referer', `http://${env.get('HOST')}:${env.get('PORT')}${SETTINGS}`)
    .header('Accept-Language', lang)
    .json(body)
    .redirects(0)
  assert.equal(pathOf(refused.header('location')), SETTINGS)

  const page = await client
    .get(pathOf(refused.header('location')))
    .withCookie(SESSION_COOKIE, session)
    .header('Accept-Language', lang)
    .withInertia()
  assert.equal(page.inertiaProps.tab, 'settings')
  return page
}

/** Where a redirect goes, without the origin the framework may put in front. */
function pathOf(location: string | undefined) {
  const url = new URL(location ?? '', 'http://any.host')
  return url.pathname + url.search
}

const WRONG = { en: 'The password is not correct', es: 'La contraseña no es correcta' }

test.group('Profile forms: a refusal comes back to its tab with the message', (group) => {
  group.each.setup(() => clearRateLimits())
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  for (const lang of ['en', 'es'] as const) {
    test(`[${lang}] wrong current password: back to settings, the error in the page props`, async ({
      client,
      assert,
    }) => {
      const change = {
        currentPassword: 'nope-nope',
        password: 'new-secret',
        password_confirmation: 'new-secret',
      }
      const page = await refusedFromSettings(client, assert, '/profile/password', change, lang)
      page.assertInertiaComponent('accounts/profile')
      assert.deepEqual(page.inertiaProps.errors, { currentPassword: WRONG[lang] })
    })

    test(`[${lang}] deleting with a wrong password: back to settings, the error in the page props`, async ({
      client,
      assert,
    }) => {
      const erase = { password: 'not-it' }
      const page = await refusedFromSettings(client, assert, '/profile/delete', erase, lang)
      assert.deepEqual(page.inertiaProps.errors, { password: WRONG[lang] })
    })
  }
})
