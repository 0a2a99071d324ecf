import type { ApiClient } from '@japa/api-client'
import { TEST_PASSWORD } from '#tests/helpers/users'

/** The session cookie's name (config/session.ts). */
export const SESSION_COOKIE = 'velvet-session'

/**
 * Signs in through the login form, as a browser does, and returns the
 * session cookie's value: what a thief would copy, what a second device holds.
 */
export async function logIn(client: ApiClient, email: string, password = TEST_PASSWORD) {
  const response = await client
    .post('/login')
    .withCsrfToken()
    .header('X-Inertia', 'true')
    .json({ email, password })
    .redirects(0)
  response.assertStatus(302)
  const cookie = response.cookie(SESSION_COOKIE)
  if (!cookie) throw new Error('the login set no session cookie')
  return String(cookie.value)
}

/**
 * What the holder of a session cookie can do: read the balance (every page's
 * shared props) and download the account's data (a signed-in-only route,
 * which sends others to /login).
 */
export async function holderOf(client: ApiClient, sessionId: string) {
  const page = await client.get('/legal').withCookie(SESSION_COOKIE, sessionId).withInertia()
  const exported = await client
    .get('/profile/export')
    .withCookie(SESSION_COOKIE, sessionId)
    .redirects(0)
  return {
    userId: (page.inertiaProps.user?.id ?? null) as number | null,
    balance: page.inertiaProps.balance as number | null,
    exportStatus: exported.status(),
    exportLocation: exported.header('location') as string | undefined,
  }
}
