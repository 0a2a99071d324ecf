import { test } from '@japa/runner'
import { seedPackages } from '#tests/helpers/payments'
import { allRoutes } from '#tests/helpers/routes'
import { rawHttp, rawRequest } from '#tests/helpers/raw_http'
import {
  ACCEPT_HTML,
  ACCEPT_JSON,
  browserCookies,
  headersFor,
  type Header,
} from '#tests/helpers/raw_browser'
import { eachOddRequestTest } from './no_server_errors_test_helpers.js'

/*
| Rule: no 5xx for any request, headers included. What a browser never sends
| but a scanner, a broken proxy or a hand-made client does: a Host with a
| space or a port out of range, forwarded headers that are not addresses,
| cookies and CSRF headers that are not valid tokens or percent-encoding, odd
| Accept-Language and Content-Type values, a Content-Length that does not
| match the body. Sent raw (node:net), since HTTP clients refuse to. Here the
| ones sent to every route; the rest, on a page, a JSON endpoint and form
| posts: no_server_errors_headers_and_bodies.spec.ts.
*/

/** Sent to every route and method: the headers that reached code on every request. */
const EVERY_ROUTE: [string, Header[]][] = [
  ['Host with a space', [['Host', 'bad host']]],
  ['Host with an invalid port', [['Host', '127.0.0.1:99999']]],
  ['Host with user info and a path', [['Host', 'a@evil.example/x?y#z']]],
  ['X-Forwarded-Host with a space', [['X-Forwarded-Host', 'evil example:abc']]],
  [
    'cookies with bad percent-encoding',
    [['Cookie', 'velvet-session=%E0%A4%A; lang=%ZZ; age_ok=%']],
  ],
  ['X-XSRF-TOKEN with bad percent-encoding', [['X-XSRF-TOKEN', '%E0%A4%A']]],
]

test.group('No 5xx for odd headers', (group) => {
  eachOddRequestTest(group)

  test('every route and method, signed out and in, with a malformed Host, forwarded header, cookie or CSRF header', async ({
    assert,
  }) => {
    await seedPackages()
    const failures: string[] = []
    const routes = allRoutes()
    assert.isAbove(routes.length, 40)
    for (const signedIn of [false, true]) {
      let base = await browserCookies(signedIn)
      for (const route of routes) {
        const body = route.method === 'GET' ? '' : 'email=a%40b.c&password=x'
        for (const [what, extra] of EVERY_ROUTE) {
          for (const accept of [ACCEPT_HTML, ACCEPT_JSON]) {
            const headers = headersFor(base, accept, extra, body)
            const response = await rawRequest(rawHttp(route.method, route.path, headers, body))
            if (response.status >= 500 || response.status === 0)
              failures.push(
                `${signedIn ? 'user' : 'visitor'} ${route.method} ${route.path} ${accept[1].slice(0, 9)} (${what}): ${response.status} ${response.body.slice(0, 80)}`
              )
          }
        }
        // These may have ended the session (or the account): the next route gets a new one.
        if (signedIn && /logout|delete|password/.test(route.path)) base = await browserCookies(true)
      }
    }
    assert.deepEqual(failures, [])
  })
})
