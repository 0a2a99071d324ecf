import { test } from '@japa/runner'
import { originOf } from '#config/security'
import { contentSecurityPolicy, securityHeaders } from '#core/http/security_headers'

const PRODUCTION = {
  nonce: 'abc123',
  stripe: true,
  mediaOrigin: 'https://cdn.example.com',
  devServer: false,
  hstsMaxAgeSeconds: 15552000,
}

test.group('Security headers (production policy)', () => {
  test('scripts only from self, the nonce and Stripe: no inline, no eval, no dev socket', ({
    assert,
  }) => {
    const policy = contentSecurityPolicy(PRODUCTION)
    assert.include(
      policy,
      "script-src 'self' 'nonce-abc123' https://js.stripe.com https://*.js.stripe.com;"
    )
    assert.notInclude(policy, "'unsafe-eval'")
    assert.notMatch(policy, /script-src[^;]*'unsafe-inline'/)
    assert.notInclude(policy, 'ws:')
    assert.include(policy, "frame-ancestors 'none'")
    assert.include(policy, "img-src 'self' data: blob: https://cdn.example.com")
  })

  test('HSTS is sent only when asked for (production behind TLS)', ({ assert }) => {
    assert.equal(securityHeaders(PRODUCTION)['Strict-Transport-Security'], 'max-age=15552000')
    const plain = securityHeaders({ ...PRODUCTION, hstsMaxAgeSeconds: null })
    assert.notProperty(plain, 'Strict-Transport-Security')
  })

  test('the media origin comes from an absolute MEDIA_URL only', ({ assert }) => {
    assert.equal(originOf('https://bucket.s3.example.com/media/'), 'https://bucket.s3.example.com')
    assert.isNull(originOf('/media'))
    assert.isNull(originOf(undefined))
    assert.isNull(originOf('https://'))
  })
})
