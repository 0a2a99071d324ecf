import { test } from '@japa/runner'
import { clearRateLimits } from '#tests/helpers/users'
import { seedPackages } from '#tests/helpers/payments'
import { rawHttp, rawRequest } from '#tests/helpers/raw_http'
import { ACCEPT_HTML, ACCEPT_JSON, browserCookies, headersFor } from '#tests/helpers/raw_browser'
import type { Header } from '#tests/helpers/raw_browser'
import { eachOddRequestTest } from './no_server_errors_test_helpers.js'

/*
| Rule: no 5xx for any request, headers included (every route:
| no_server_errors_headers.spec.ts). Here, more odd headers and the bodies
| whose declared type or length does not match what is sent, on a page, a
| JSON endpoint and form posts. Sent raw (node:net), since HTTP clients
| refuse to.
*/

const LONG = 'ä'.repeat(3000)

/** Sent to a page, a JSON endpoint and a form post, with HTML and JSON callers. */
const SOME_ROUTES: [string, Header[]][] = [
  ['empty Host', [['Host', '']]],
  ['Host of 3000 characters', [['Host', `${'a'.repeat(3000)}.example`]]],
  ['Host with non-ASCII', [['Host', 'évil.example']]],
  ['Host as an IPv6 without bracket end', [['Host', '[::1']]],
  ['Host with an empty port', [['Host', '127.0.0.1:']]],
  ['X-Forwarded-For not an address', [['X-Forwarded-For', 'not-an-ip, ::ffff:zz, , 999.1.1.1']]],
  ['X-Forwarded-For of 3000 characters', [['X-Forwarded-For', '1.2.3.4,'.repeat(400)]]],
  ['X-Forwarded-Proto odd', [['X-Forwarded-Proto', 'javascript, https, ']]],
  ['X-Forwarded-Port odd', [['X-Forwarded-Port', '-1']]],
  ['X-Forwarded-Host odd port', [['X-Forwarded-Host', 'evil.example:99999, other']]],
  ['Forwarded odd', [['Forwarded', 'for="[zz";proto=ftp;host=" "']]],
  ['session cookie forged', [['Cookie', 'velvet-session=s:abc.def; XSRF-TOKEN=e:zz']]],
  ['session cookie long', [['Cookie', `velvet-session=${'x'.repeat(6000)}`]]],
  ['cookie header broken', [['Cookie', '=;;;=x; ; lang; lang=es; lang=en; age_ok=1=2']]],
  ['X-XSRF-TOKEN lone percent', [['X-XSRF-TOKEN', '%']]],
  ['X-XSRF-TOKEN long', [['X-XSRF-TOKEN', `e:${'A'.repeat(5000)}`]]],
  ['X-CSRF-TOKEN odd', [['X-CSRF-TOKEN', '%E0%A4%A']]],
  ['X-CSRF-Token long', [['X-CSRF-Token', 'A'.repeat(5000)]]],
  ['X-CSRF-Token with a dash but no secret', [['X-CSRF-Token', 'salt-hash']]],
  ['Accept-Language odd', [['Accept-Language', '*;q=abc, ,,,;q=, zz-ZZ;q=1e309, es;q=-1']]],
  ['Accept-Language long', [['Accept-Language', `${'es-ES,'.repeat(800)}en`]]],
  ['Accept odd', [['Accept', 'text/html;q=x, */*;q=1e309, application/json;;']]],
  [
    'Inertia visit with odd version',
    [
      ['X-Inertia', 'true'],
      ['X-Inertia-Version', LONG],
    ],
  ],
  [
    'Inertia partial reload odd',
    [
      ['X-Inertia', 'true'],
      ['X-Inertia-Partial-Data', ',,,'],
    ],
  ],
  ['If-None-Match odd', [['If-None-Match', '"a", W/, *, ""']]],
  ['Range odd', [['Range', 'bytes=5-1, -0, x']]],
  ['Referer odd', [['Referer', 'http://bad host/%E0%A4%A']]],
]

/** Bodies whose declared type or length does not match what is sent (POST routes). */
const BODIES: [string, Header[], string][] = [
  ['JSON with an unknown charset', [['Content-Type', 'application/json; charset=utf-99']], '{}'],
  ['JSON that is not UTF-8', [['Content-Type', 'application/json']], '{"email":"\xff\xfe"}'],
  [
    'JSON with a lone surrogate',
    [['Content-Type', 'application/json']],
    '{"email":"\\ud800@x.y","username":"\\udfff","password":"\\ud800secret-pass"}',
  ],
  [
    'form with an unknown charset',
    [['Content-Type', 'application/x-www-form-urlencoded; charset=ebcdic']],
    'email=a',
  ],
  ['multipart without a boundary', [['Content-Type', 'multipart/form-data']], 'email=a'],
  [
    'multipart with a broken body',
    [['Content-Type', 'multipart/form-data; boundary=zz']],
    '--zz\r\nContent-Disposition: form-data; name="email"\r\n\r\nx',
  ],
  ['Content-Type odd', [['Content-Type', ';;;=; charset']], 'x'],
  ['Content-Type unknown', [['Content-Type', 'application/x-unknown']], 'x'],
  [
    'Content-Length smaller than the body',
    [
      ['Content-Type', 'application/json'],
      ['Content-Length', '5'],
    ],
    '{"email":"a@b.c"}',
  ],
  [
    'Content-Length larger than the body',
    [
      ['Content-Type', 'application/json'],
      ['Content-Length', '500'],
    ],
    '{"email":"a@b.c"}',
  ],
  [
    'Content-Length not a number',
    [
      ['Content-Type', 'application/json'],
      ['Content-Length', 'abc'],
    ],
    '{}',
  ],
  [
    'Content-Length twice',
    [
      ['Content-Type', 'application/json'],
      ['Content-Length', '2'],
      ['Content-Length', '3'],
    ],
    '{}',
  ],
  [
    'Content-Length and chunked',
    [
      ['Content-Type', 'application/json'],
      ['Content-Length', '2'],
      ['Transfer-Encoding', 'chunked'],
    ],
    '2\r\n{}\r\n0\r\n\r\n',
  ],
  [
    'chunked with a bad chunk',
    [
      ['Content-Type', 'application/json'],
      ['Transfer-Encoding', 'chunked'],
    ],
    'zz\r\n{}\r\n0\r\n\r\n',
  ],
  [
    'Content-Encoding unknown',
    [
      ['Content-Type', 'application/json'],
      ['Content-Encoding', 'br, zz'],
    ],
    '{}',
  ],
  [
    'Content-Encoding gzip, not gzipped',
    [
      ['Content-Type', 'application/json'],
      ['Content-Encoding', 'gzip'],
    ],
    '{}',
  ],
]

test.group('No 5xx for odd headers and bodies', (group) => {
  eachOddRequestTest(group)

  test('a page, a JSON endpoint and form posts with odd headers and bodies', async ({ assert }) => {
    await seedPackages()
    const failures: string[] = []
    const targets: [string, string][] = [
      ['GET', '/'],
      ['GET', '/models'],
      ['GET', '/api/packages'],
      ['GET', '/no-such-page'],
      ['POST', '/login'],
      ['POST', '/register'],
      ['POST', '/forgot-password'],
      ['POST', '/newsletter'],
      ['POST', '/api/payment-gateway/paypal/create-order'],
    ]
    const cases: [string, Header[], string | null][] = [
      ...SOME_ROUTES.map(([what, headers]) => [what, headers, null] as [string, Header[], null]),
      ...BODIES,
    ]
    for (const signedIn of [false, true]) {
      // The signed-out round's failed logins count against this address (20 an hour).
      await clearRateLimits()
      const base = await browserCookies(signedIn)
      for (const [method, path] of targets) {
        for (const [what, extra, caseBody] of cases) {
          if (caseBody !== null && method === 'GET') continue
          const body = caseBody ?? (method === 'GET' ? '' : 'email=a%40b.c&password=x')
          for (const accept of [ACCEPT_HTML, ACCEPT_JSON]) {
            const headers = headersFor(base, accept, extra, body)
            const halfClose = what.startsWith('Content-Length larger')
            const response = await rawRequest(rawHttp(method, path, headers, body), {
              halfClose,
              timeoutMs: halfClose ? 1000 : 3000,
            })
            if (response.status >= 500)
              failures.push(
                `${signedIn ? 'user' : 'visitor'} ${method} ${path} ${accept[1].slice(0, 9)} (${what}): ${response.status} ${response.body.slice(0, 80)}`
              )
          }
        }
      }
    }
    assert.deepEqual(failures, [])
  })
})
