import { test } from '@japa/runner'
import { randomInt } from 'node:crypto'
import { get } from 'node:http'
import app from '@adonisjs/core/services/app'
import env from '#start/env'
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

/** A GET sent with its path as written (an HTTP client library would re-encode it). */
function plainGet(path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
    const request = get(
      { host: '127.0.0.1', port: env.get('PORT'), path, headers, timeout: 30_000 },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk) => chunks.push(chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            type: String(response.headers['content-type']),
            body: Buffer.concat(chunks).toString('utf8'),
          })
        )
      }
    )
    request.on('timeout', () => request.destroy(new Error(`GET ${path}: no answer`)))
    request.on('error', reject)
  })
}

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
        // The first page this run renders: the dev server compiles it, past the 3 s default.
        { ...fromProxy, timeoutMs: 30_000 }
      )
      assert.equal(fine.status, 200)
    } finally {
      http.trustProxy = trusted
    }
  })

  test('a path that is not UTF-8 answers the site 400 page in the visitor language', async ({
    assert,
  }) => {
    const cases: { path: string; headers: Record<string, string>; text: string }[] = [
      { path: '/models/%E0%A4%A', headers: { cookie: 'lang=es' }, text: 'No hemos podido leer' },
      { path: '/%C0%80?q=1', headers: { 'accept-language': 'es-ES,es;q=0.9' }, text: 'No hemos' },
      {
        path: '/categories/%FF',
        headers: { 'accept-language': 'en-GB' },
        text: 'read that address',
      },
    ]
    for (const { path, headers, text } of cases) {
      const page = await plainGet(path, { accept: 'text/html', ...headers })
      assert.equal(page.status, 400, path)
      assert.match(page.type, /^text\/html/, path)
      assert.include(page.body, text, path)
      // The site's layout around it (header, footer), under the path the browser asked for.
      assert.include(page.body, 'class="site-header"', path)
      assert.include(page.body, 'class="site-footer"', path)
      assert.include(page.body, path.split('?')[0], path)
      assert.notInclude(page.body, 'Bad Request', path)
    }
    const api = await plainGet('/api/packages/%E0%A4%A', {
      accept: 'application/json',
      cookie: 'lang=es',
    })
    assert.equal(api.status, 400)
    assert.equal(JSON.parse(api.body).code, 'E_BAD_REQUEST')
    assert.include(JSON.parse(api.body).message, 'No se pudo entender')
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
