import { test } from '@japa/runner'
import { randomInt } from 'node:crypto'
import app from '@adonisjs/core/services/app'
import { rawHttp, rawRequest } from '#tests/helpers/raw_http'
import {
  ACCEPT_HTML,
  ACCEPT_JSON,
  browserCookies,
  headersFor,
  type Header,
} from '#tests/helpers/raw_browser'

/*
| What a malformed request is answered: a Host (or, behind a trusted proxy,
| a forwarded host or scheme) that is not one is a 400 in the visitor's
| language; a CSRF header that is not percent-encoding is a missing token.
| (That no header gives a 5xx anywhere: no_server_errors_headers.spec.ts.)
*/

test.group('Malformed requests are refused in the visitor language', () => {
  test('a Host that is not a host name answers 400 with the reason', async ({ assert }) => {
    const base = { cookie: 'lang=es', csrf: '' }
    for (const host of ['bad host', '127.0.0.1:99999', 'a@evil.example/x']) {
      const page = await rawRequest(
        rawHttp('GET', '/', headersFor(base, ACCEPT_HTML, [['Host', host]], ''))
      )
      assert.equal(page.status, 400, host)
      assert.include(page.body, 'No se pudo entender la petición', host)
      const api = await rawRequest(
        rawHttp('GET', '/api/packages', headersFor(base, ACCEPT_JSON, [['Host', host]], ''))
      )
      assert.equal(api.status, 400, host)
      assert.equal(JSON.parse(api.body).code, 'E_BAD_REQUEST', host)
    }
  })

  test('behind a trusted proxy, forwarded headers that are not a host or a scheme answer 400', async ({
    assert,
  }) => {
    // As in production: the proxy's X-Forwarded-* headers are believed. The framework caches
    // the trust decision per client address, so the "proxy" connects from a loopback
    // address of its own that no other request uses.
    const http = app.config.get<{ trustProxy: unknown }>('app.http')
    const trusted = http.trustProxy
    const proxyAddress = `127.${randomInt(1, 255)}.${randomInt(1, 255)}.${randomInt(2, 255)}`
    http.trustProxy = (address: string) => address === proxyAddress
    const fromProxy = { localAddress: proxyAddress }
    try {
      const cases: Header[][] = [
        [['X-Forwarded-Host', 'evil example:abc']],
        [['X-Forwarded-Host', '127.0.0.1:99999, proxy.example']],
        [['X-Forwarded-Proto', 'javascript']],
      ]
      for (const extra of cases) {
        for (const [path, accept] of [
          ['/', ACCEPT_HTML],
          ['/models', ACCEPT_JSON],
        ] as const) {
          const headers = headersFor({ cookie: '', csrf: '' }, accept, extra, '')
          const response = await rawRequest(rawHttp('GET', path, headers, ''), fromProxy)
          assert.equal(response.status, 400, `${path} ${JSON.stringify(extra)}`)
        }
      }
      const fine = await rawRequest(
        rawHttp(
          'GET',
          '/',
          headersFor(
            { cookie: '', csrf: '' },
            ACCEPT_HTML,
            [
              ['X-Forwarded-Host', 'velvet.example'],
              ['X-Forwarded-Proto', 'https'],
            ],
            ''
          )
        ),
        fromProxy
      )
      assert.equal(fine.status, 200)
    } finally {
      http.trustProxy = trusted
    }
  })

  test('an X-CSRF-Token that is not a token is the CSRF refusal', async ({ assert }) => {
    const base = await browserCookies(false)
    const body = 'email=a%40b.c'
    const extra: Header[] = [['X-CSRF-Token', '%E0%A4%A']]
    const response = await rawRequest(
      rawHttp('POST', '/newsletter', headersFor(base, ACCEPT_JSON, extra, body), body)
    )
    assert.equal(response.status, 403)
    assert.equal(JSON.parse(response.body).code, 'E_BAD_CSRF_TOKEN')
  })
})
