import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import mail from '@adonisjs/mail/services/main'
import testUtils from '@adonisjs/core/services/test_utils'
import { configProvider } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import { stores } from '@adonisjs/session'
import SessionMiddleware from '@adonisjs/session/session_middleware'
import type { SessionConfig, SessionStoreContract } from '@adonisjs/session/types'
import sessionConfig from '#config/session'
import { clearRateLimits, createUser, sessionOf } from '#tests/helpers/users'
import { seedPackages } from '#tests/helpers/payments'
import { allRoutes } from '#tests/helpers/routes'

/*
| Rule: Set-Cookie stays under 4 KB (browsers drop larger cookies, proxies
| answer 502). With the cookie store the whole session is a cookie, so a
| refused field echoed back as old input once made Set-Cookie 400 kB. The
| tests run the session through a store that writes the cookie the cookie
| store would write (and keeps a memory copy, which the test client reads
| and seeds), so every Set-Cookie is measured as a browser would get it.
*/

const BROWSER_COOKIE_LIMIT = 4096

/** What the cookie store writes, plus the memory copy the test client's withSession() uses. */
/**
 * The app's own session store (where the test client puts the CSRF secret
 * and the signed-in user), mirrored into the cookie store so every answer
 * carries the Set-Cookie a cookie-based deployment would send.
 */
class MeasuredCookieStore implements SessionStoreContract {
  constructor(
    private primary: SessionStoreContract,
    private cookie: SessionStoreContract
  ) {}
  async read(sessionId: string) {
    const stored = await this.primary.read(sessionId)
    return (await this.cookie.read(sessionId)) ?? stored
  }
  async write(sessionId: string, values: Record<string, any>) {
    await this.primary.write(sessionId, values)
    await this.cookie.write(sessionId, values)
  }
  async destroy(sessionId: string) {
    await this.primary.destroy(sessionId)
    await this.cookie.destroy(sessionId)
  }
  async touch(sessionId: string) {
    await this.primary.touch(sessionId)
    await this.cookie.touch(sessionId)
  }
}

async function useMeasuredCookieStore() {
  const config = (await configProvider.resolve<SessionConfig & { stores: any }>(
    app,
    sessionConfig
  ))!
  const cookieFactory = (await configProvider.resolve<any>(app, stores.cookie()))!
  const emitter = await app.container.make('emitter')
  const measured = {
    ...config,
    store: 'measured',
    stores: {
      ...config.stores,
      measured: (ctx: HttpContext, resolved: SessionConfig) =>
        new MeasuredCookieStore(
          config.stores.database(ctx, resolved),
          cookieFactory(ctx, resolved)
        ),
    },
  }
  app.container.swap(SessionMiddleware, () => new SessionMiddleware(measured as any, emitter))
  return () => app.container.restore(SessionMiddleware)
}

const FIELDS = [
  'email',
  'username',
  'password',
  'password_confirmation',
  'currentPassword',
  'bio',
  'verificationCode',
  'token',
  'packageId',
  'orderId',
  'cardholderName',
  'name',
  'message',
  'q',
]

/** Fields just long enough to be kept (cut), and far too long to be. */
const BODIES = {
  long: Object.fromEntries(FIELDS.map((field) => [field, 'ä'.repeat(1500)])),
  huge: Object.fromEntries(FIELDS.map((field) => [field, 'x'.repeat(30_000)])),
  manyFields: Object.fromEntries(
    Array.from({ length: 300 }, (_, index) => [`field_${index}_${'k'.repeat(50)}`, 'v'.repeat(400)])
  ),
}

const CALLERS = {
  form: { Accept: 'text/html' },
  inertia: { 'Accept': 'text/html', 'X-Inertia': 'true' },
  json: { Accept: 'application/json' },
} as const

function oversized(setCookie: string[] | string | undefined) {
  return [setCookie ?? []]
    .flat()
    .filter((line) => Buffer.byteLength(line) >= BROWSER_COOKIE_LIMIT)
    .map((line) => `${line.slice(0, 30)}… ${Buffer.byteLength(line)} bytes`)
}

test.group('Set-Cookie stays under 4 KB', (group) => {
  group.each.setup(() => clearRateLimits())
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => {
    mail.fake()
    return () => mail.restore()
  })
  group.each.setup(() => useMeasuredCookieStore())
  group.each.timeout(300_000)

  test('a refused form post of any size on every route, from a form, Inertia and fetch', async ({
    client,
    assert,
  }) => {
    await seedPackages()
    const failures: string[] = []
    let measured = 0
    const routes = allRoutes().filter(
      (route) => route.method !== 'GET' && !route.path.startsWith('/no-such-page')
    )
    for (const signedIn of [false, true]) {
      for (const { method, path } of routes) {
        // One account per route: a route may end it (sign-out, deletion) for the next one.
        const user = signedIn ? await createUser() : null
        for (const [size, body] of Object.entries(BODIES)) {
          for (const [caller, headers] of Object.entries(CALLERS)) {
            let request = client
              .request(path, method)
              .withCsrfToken()
              .headers(headers)
              .form(body)
              .redirects(0)
            if (user) request = request.withSession(sessionOf(user))
            const what = `${user ? 'user' : 'visitor'} ${method} ${path} ${size} ${caller}`
            // Node's HTTP client itself refuses headers over 16 KB ("Header overflow").
            let response: Awaited<typeof request> | null = null
            try {
              response = await request
            } catch (error) {
              failures.push(`${what}: ${(error as Error).message}`)
            }
            const cookies = response?.headers()['set-cookie']
            if (cookies) measured++
            for (const line of oversized(cookies)) failures.push(`${what}: ${line}`)
          }
        }
      }
      await clearRateLimits()
    }
    assert.isAbove(measured, 100)
    assert.deepEqual(failures, [])
  })

  test('the flashed input is bounded, cut to the form maximum and never holds a password', async ({
    client,
    assert,
  }) => {
    const response = await client
      .post('/register')
      .withCsrfToken()
      .header('Accept', 'text/html')
      .form({
        email: 'not an email',
        username: 'ana',
        password: 'secret-pass',
        note: 'é'.repeat(900),
        essay: 'x'.repeat(50_000),
      })
      .redirects(0)
    response.assertStatus(302)
    // Under its own key: the session's `input` is spread among the other flash keys.
    const input = response.flashMessages().oldInput as Record<string, string>
    assert.equal(input.email, 'not an email')
    assert.equal(input.username, 'ana')
    assert.equal(input.note, 'é'.repeat(500))
    assert.notProperty(input, 'password')
    assert.notProperty(input, 'essay')
  })
})
