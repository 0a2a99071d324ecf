import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type { ApiClient } from '@japa/api-client'
import { clearRateLimits, createUser } from '#tests/helpers/users'
import { SESSION_COOKIE, logIn } from '#tests/helpers/sessions'
import env from '#start/env'

const SETTINGS = '/profile?tab=settings'

/** Sends a profile form from the settings tab, as the browser does (its Referer is the tab). */
async function sendFromSettings(
  client: ApiClient,
  session: string,
  path: string,
  body: Record<string, string>,
  lang: 'en' | 'es'
) {
  return client
    .post(path)
    .withCsrfToken()
    .withCookie(SESSION_COOKIE, session)
    .header('X-Inertia', 'true')
    .header('Referer', `http://${env.get('HOST')}:${env.get('PORT')}${SETTINGS}`)
    .header('Accept-Language', lang)
    .json(body)
    .redirects(0)
}

/** The page the browser lands on after the redirect, with the same session. */
async function landing(client: ApiClient, session: string, location: string, lang: 'en' | 'es') {
  return client
    .get(location)
    .withCookie(SESSION_COOKIE, session)
    .header('Accept-Language', lang)
    .withInertia()
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
      const user = await createUser()
      const session = await logIn(client, user.email)
      const refused = await sendFromSettings(
        client,
        session,
        '/profile/password',
        {
          currentPassword: 'nope-nope',
          password: 'new-secret',
          password_confirmation: 'new-secret',
        },
        lang
      )
      assert.equal(pathOf(refused.header('location')), SETTINGS)

      const page = await landing(client, session, pathOf(refused.header('location')), lang)
      page.assertInertiaComponent('accounts/profile')
      assert.equal(page.inertiaProps.tab, 'settings')
      assert.deepEqual(page.inertiaProps.errors, { currentPassword: WRONG[lang] })
    })

    test(`[${lang}] deleting with a wrong password: back to settings, the error in the page props`, async ({
      client,
      assert,
    }) => {
      const user = await createUser()
      const session = await logIn(client, user.email)
      const refused = await sendFromSettings(
        client,
        session,
        '/profile/delete',
        { password: 'not-it' },
        lang
      )
      assert.equal(pathOf(refused.header('location')), SETTINGS)

      const page = await landing(client, session, pathOf(refused.header('location')), lang)
      assert.equal(page.inertiaProps.tab, 'settings')
      assert.deepEqual(page.inertiaProps.errors, { password: WRONG[lang] })
    })
  }
})
