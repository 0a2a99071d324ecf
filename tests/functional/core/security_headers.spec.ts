import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import type { SecurityConfig } from '#config/security'

/** The CSP as directive → sources. */
function csp(response: any): Record<string, string[]> {
  const header = String(response.header('content-security-policy') ?? '')
  return Object.fromEntries(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources])
  )
}

function nonceOf(response: any) {
  const source = csp(response)['script-src']?.find((value) => value.startsWith("'nonce-"))
  return source?.slice("'nonce-".length, -1)
}

function assertSecurityHeaders(assert: any, response: any) {
  const policy = csp(response)
  assert.deepEqual(policy['frame-ancestors'], ["'none'"], 'frame-ancestors')
  assert.deepEqual(policy['default-src'], ["'self'"])
  assert.deepEqual(policy['object-src'], ["'none'"])
  assert.include(policy['script-src'], "'self'")
  assert.notInclude(policy['script-src'], "'unsafe-inline'")
  assert.notInclude(policy['script-src'], "'unsafe-eval'")
  assert.isString(nonceOf(response))
  assert.equal(response.header('referrer-policy'), 'same-origin')
  assert.include(response.header('permissions-policy'), 'camera=()')
  assert.include(response.header('permissions-policy'), 'microphone=()')
  assert.equal(response.header('x-frame-options'), 'DENY')
  assert.equal(response.header('x-content-type-options'), 'nosniff')
}

let original: SecurityConfig

/** Switches a security setting for one test (the middleware reads them per request). */
function withSecurity(changes: Partial<SecurityConfig>) {
  app.config.set('security', { ...original, ...changes })
}

test.group('Security headers', (group) => {
  group.setup(() => {
    original = app.config.get<SecurityConfig>('security')
  })
  group.each.teardown(() => app.config.set('security', original))

  test('an HTML page: CSP with a per-response nonce that every inline and module script carries', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/')
    response.assertStatus(200)
    assertSecurityHeaders(assert, response)
    const nonce = nonceOf(response)!

    const html = response.text()
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1])
    const executable = scripts.filter(
      (attributes) => !/type="application\/(json|ld\+json)"/.test(attributes)
    )
    assert.isAbove(executable.length, 0)
    for (const attributes of executable) assert.include(attributes, `nonce="${nonce}"`)

    const again = await client.get('/')
    assert.notEqual(nonceOf(again), nonce, 'a fresh nonce per response')
  })

  test('JSON answers, error pages and static files carry them too', async ({ client, assert }) => {
    const json = await client.get('/api/packages')
    json.assertStatus(200)
    assertSecurityHeaders(assert, json)

    const missingPage = await client.get('/no-such-page')
    missingPage.assertStatus(404)
    assertSecurityHeaders(assert, missingPage)

    const missingJson = await client.get('/api/no-such-thing').accept('json')
    missingJson.assertStatus(404)
    assertSecurityHeaders(assert, missingJson)

    const asset = await client.get('/favicon.svg')
    asset.assertStatus(200)
    assertSecurityHeaders(assert, asset)
  })

  test("Stripe's script and frames are allowed only when card payments go through Stripe", async ({
    client,
    assert,
  }) => {
    const sandbox = await client.get('/')
    assert.notInclude(String(sandbox.header('content-security-policy')), 'stripe.com')
    assert.include(sandbox.header('permissions-policy'), 'payment=()')

    withSecurity({ stripe: true })
    const stripe = csp(await client.get('/payment'))
    assert.include(stripe['script-src'], 'https://js.stripe.com')
    assert.include(stripe['frame-src'], 'https://js.stripe.com')
    assert.include(stripe['frame-src'], 'https://hooks.stripe.com')
    assert.include(stripe['connect-src'], 'https://api.stripe.com')
  })

  test('media from the media origin (MEDIA_URL) are allowed, nothing else from it', async ({
    client,
    assert,
  }) => {
    const local = csp(await client.get('/'))
    assert.deepEqual(local['img-src'], ["'self'", 'data:', 'blob:'])

    withSecurity({ mediaOrigin: 'https://media.example.net' })
    const cdn = csp(await client.get('/'))
    assert.include(cdn['img-src'], 'https://media.example.net')
    assert.include(cdn['media-src'], 'https://media.example.net')
    assert.notInclude(cdn['script-src'], 'https://media.example.net')
  })

  test('HSTS only in production behind TLS', async ({ client, assert }) => {
    const development = await client.get('/')
    assert.isUndefined(development.header('strict-transport-security'))

    const hsts = original.hsts
    withSecurity({ hsts: { ...hsts, enabled: true, publicHttps: false } })
    const plainHttp = await client.get('/')
    assert.isUndefined(plainHttp.header('strict-transport-security'))

    withSecurity({ hsts: { ...hsts, enabled: true, publicHttps: true } })
    const tls = await client.get('/api/packages')
    assert.equal(tls.header('strict-transport-security'), 'max-age=15552000')
  })
})
