import { test } from '@japa/runner'
import { Encryption } from '@adonisjs/core/encryption'
import { memoizeCookieSignatures } from '#core/runtime/signed_cookie_memo'

/*
| The session cookie's signatures are remembered, never changed: the same
| bytes as the framework's, a forged value still refused, and only the
| named cookies (no expiry inside) go through the memo.
*/
function verifiers() {
  const keys = ['a-secret-key-of-32-characters-ok']
  // Signing needs no cipher: a driver that is never called.
  const encryption = new Encryption({ keys, driver: () => ({}) as any })
  return { reference: encryption.getMessageVerifier() }
}

function counted(verifier: any) {
  const calls = { sign: 0, unsign: 0 }
  const sign = verifier.sign.bind(verifier)
  const unsign = verifier.unsign.bind(verifier)
  verifier.sign = (...args: any[]) => (calls.sign++, sign(...args))
  verifier.unsign = (...args: any[]) => (calls.unsign++, unsign(...args))
  return calls
}

test.group('Session cookie signatures', () => {
  test('the same signature as the framework, worked out once', ({ assert }) => {
    const plain = verifiers().reference
    const memoized = verifiers().reference
    const calls = counted(memoized)
    memoizeCookieSignatures(memoized, ['velvet-session'])

    const expected = plain.sign('session-id-1', undefined, 'velvet-session')
    assert.equal(memoized.sign('session-id-1', undefined, 'velvet-session'), expected)
    assert.equal(memoized.sign('session-id-1', undefined, 'velvet-session'), expected)
    assert.equal(calls.sign, 1)

    assert.equal(memoized.unsign(expected, 'velvet-session'), 'session-id-1')
    assert.equal(memoized.unsign(expected, 'velvet-session'), 'session-id-1')
    assert.equal(calls.unsign, 1)
  })

  test('forged or repurposed values are still refused', ({ assert }) => {
    const verifier = verifiers().reference
    memoizeCookieSignatures(verifier, ['velvet-session'])
    const signed = verifier.sign('session-id-2', undefined, 'velvet-session')
    assert.equal(verifier.unsign(signed, 'velvet-session'), 'session-id-2')

    const [encoded] = signed.split('.')
    assert.isNull(verifier.unsign(`${encoded}.forged`, 'velvet-session'))
    assert.isNull(verifier.unsign(`${encoded}x.${signed.split('.')[1]}`, 'velvet-session'))
    assert.isNull(verifier.unsign(signed, 'XSRF-TOKEN'))
  })

  test('other purposes and values with an expiry are not remembered', ({ assert }) => {
    const verifier = verifiers().reference
    const calls = counted(verifier)
    memoizeCookieSignatures(verifier, ['velvet-session'])
    const other = verifier.sign('x', undefined, 'signed-url')
    verifier.unsign(other, 'signed-url')
    verifier.unsign(other, 'signed-url')
    verifier.sign('y', '1h', 'velvet-session')
    verifier.sign('y', '1h', 'velvet-session')
    assert.deepEqual(calls, { sign: 3, unsign: 2 })
  })
})
