import { test } from '@japa/runner'
import { clearRateLimits, createUser, sessionOf } from '#tests/helpers/users'
import { eachOddRequestTest } from './no_server_errors_test_helpers.js'
import { seedPackages } from '#tests/helpers/payments'
import { allRoutes, routesOf } from '#tests/helpers/routes'

/*
| Rule: bad input gets a clear answer, never a 500. Every route the router
| knows (read from it, so a route added later is covered) and every method,
| with odd query strings, paths and bodies, signed out, signed in and as
| staff: anything below 500 is a fair answer (400, 403, 404, 422, 429, a
| redirect…). Odd headers: no_server_errors_headers.spec.ts.
*/

const LONG = 'ä'.repeat(5000)

const ODD_QUERIES = [
  'page=-1&sort=zzz&order=sideways&view=3d',
  'page=99999999999999999999999&perPage=1e309',
  `q=${encodeURIComponent(LONG)}`,
  'ageMin=abc&ageMax=1e309&minRating=NaN&category=%00',
  'sort[]=a&sort[]=b&page[x]=1&q[$gt]=',
  'lang=xx&tab=%3Cscript%3E&redirect=%2F%2Fevil.example',
  'q=%E0%A4%A&page=%FF',
  'packageId=-1&userId=1&token=&PayerID[]=x',
  'id=99999999999999999999999&key=1e309&slug=-0',
  'id[]=1&id[x]=2&from=9999-99-99&to=0000-00-00&kind=%ED%A0%80',
]

const ODD_VALUES: unknown[] = [
  '',
  LONG.repeat(20),
  -1,
  1e309 === Infinity ? 1.7976931348623157e308 : 0,
  true,
  ['a', 'b'],
  { $gt: '' },
  '<script>alert(1)</script>\u0000',
  // A lone surrogate: JSON can carry it, UTF-8 (and PostgreSQL) cannot.
  '\ud800@x.y',
  99999999999999999999999,
]

/** Field names the app's forms and endpoints read. */
const FIELDS = [
  'email',
  'username',
  'password',
  'password_confirmation',
  'passwordConfirmation',
  'confirmPassword',
  'currentPassword',
  'newPassword',
  'isAdult',
  'ageConfirmed',
  'terms',
  'verificationCode',
  'code',
  'token',
  'bio',
  'confirm',
  'confirmation',
  'packageId',
  'paymentIntentId',
  'paymentMethodId',
  'orderId',
  'cardholderName',
  'cardNumber',
  'number',
  'expiry',
  'cvc',
  'intentId',
  'secret',
  'userId',
  'redirect',
  // The staff refund form, and the PayPal and Stripe webhooks' envelopes.
  'amount',
  'refundedCents',
  'event_type',
  'resource',
  'type',
  'data',
]

function bodyOf(value: unknown) {
  return Object.fromEntries(FIELDS.map((field) => [field, value]))
}

const ODD_PATHS = [
  '/categories/%E0%A4%A',
  '/categories/undefined',
  `/models/${'a'.repeat(3000)}`,
  '/models/%00',
  '/categories/%00',
  '/reset-password/%00',
  '/newsletter/confirm/a%00b',
  '/verify-email/%00',
  '/models/-1',
  '/models/999999999999999999999',
  '/dev/mailbox?id=99999999999999999999',
  '/models/%ED%A0%80',
  '/reset-password/..%2F..%2Fetc',
  '/newsletter/confirm/%ZZ',
  '/verify-email/%2e%2e',
  '/media/..%2F..%2Fpackage.json',
  '/staff/ledger/export.csv?from=yesterday&to=%00',
]

test.group('No 500 for user input', (group) => {
  eachOddRequestTest(group)

  test('GET routes with odd query strings and paths', async ({ client, assert }) => {
    const users = {
      visitor: null,
      user: await createUser(),
      staff: await createUser({ role: 'staff' }),
    }
    const failures: string[] = []
    const urls = [
      ...routesOf('GET').flatMap((path) => ODD_QUERIES.map((query) => `${path}?${query}`)),
      ...ODD_PATHS,
    ]
    for (const [who, user] of Object.entries(users)) {
      // Staff see the same pages as users, plus their own.
      for (const url of who === 'staff' ? urls.filter((u) => u.startsWith('/staff')) : urls) {
        let request = client.get(url).redirects(0)
        if (user) request = request.withSession(sessionOf(user))
        const response = await request
        if (response.status() >= 500)
          failures.push(`${who} GET ${url.slice(0, 120)}: ${response.status()}`)
      }
    }
    assert.deepEqual(failures, [])
  })

  test('POST, PUT, PATCH and DELETE routes with odd JSON bodies', async ({ client, assert }) => {
    await seedPackages()
    const failures: string[] = []
    const routes = allRoutes().filter((route) => route.method !== 'GET')
    assert.isAbove(routes.length, 10)
    for (const who of ['visitor', 'user', 'staff'] as const) {
      // Staff post what users post, plus their own forms (a refund): those only.
      const mine = who === 'staff' ? routes.filter((r) => r.path.startsWith('/staff')) : routes
      if (who === 'staff') assert.isNotEmpty(mine)
      for (const { method, path } of mine) {
        // The catch-all takes every method: one odd body each is enough there.
        const bodies = path.startsWith('/no-such-page')
          ? [bodyOf(LONG)]
          : [...ODD_VALUES.map(bodyOf), [], 'just a string', 42]
        for (const body of bodies) {
          // Every signed-in round gets its own user: a body may log out or erase the account.
          const user =
            who === 'visitor' ? null : await createUser(who === 'staff' ? { role: 'staff' } : {})
          let request = client
            .request(path, method as 'POST')
            .withCsrfToken()
            .header('Accept', 'application/json')
            .json(body as object)
            .redirects(0)
          if (user) request = request.withSession(sessionOf(user))
          const response = await request
          if (response.status() >= 500) {
            failures.push(
              `${who} ${method} ${path} ${JSON.stringify(body).slice(0, 60)}: ${response.status()}`
            )
          }
        }
      }
      await clearRateLimits()
    }
    assert.deepEqual(failures, [])
  })

  test('malformed JSON and wrong content types are refused cleanly', async ({ client, assert }) => {
    const failures: string[] = []
    type Request = ReturnType<typeof client.post>
    const bodies: [string, (request: Request) => Request][] = [
      ['cut JSON', (request) => request.unsafeJson('{"email": ')],
      ['JSON control characters', (request) => request.unsafeJson('"\u0000\u0001"')],
      ['odd form', (request) => request.unsafeForm('email[$gt]=&password[]=1&%E0%A4%A=1')],
      ['long text', (request) => request.unsafeForm(LONG).type('text/plain')],
    ]
    for (const path of ['/login', '/register', '/api/auth/verify-email', '/newsletter']) {
      for (const [what, withBody] of bodies) {
        const request = client.post(path).withCsrfToken().accept('json').redirects(0)
        const response = await withBody(request)
        if (response.status() >= 500) failures.push(`POST ${path} (${what}): ${response.status()}`)
      }
    }
    assert.deepEqual(failures, [])
  })

  test('a NUL character or a lone surrogate, which PostgreSQL cannot store, is refused in the visitor language', async ({
    client,
    assert,
  }) => {
    const response = await client
      .post('/login')
      .withCsrfToken()
      .withRawCookie('lang', 'es')
      .accept('json')
      .json({ email: 'ana@example.com\u0000', password: 'secret-pass' })
      .redirects(0)
    response.assertStatus(400)
    assert.equal(response.body().code, 'E_INVALID_CHARACTERS')
    assert.equal(response.body().message, 'La petición contiene caracteres no permitidos.')

    const surrogate = await client
      .post('/register')
      .withCsrfToken()
      .withRawCookie('lang', 'en')
      .accept('json')
      .json({ email: '\ud800@x.y', username: 'ana', password: 'secret-pass' })
      .redirects(0)
    surrogate.assertStatus(400)
    assert.equal(surrogate.body().code, 'E_INVALID_CHARACTERS')
    assert.equal(surrogate.body().message, 'The request contains characters that are not allowed.')

    for (const path of ['/models/%00', '/reset-password/a%00b']) {
      const page = await client.get(path).withRawCookie('lang', 'en').redirects(0)
      page.assertStatus(404)
      assert.include(page.text(), 'data-testid="not-found"', path)
    }
  })
})
