import { test } from '@japa/runner'
import { trustFor } from '#core/http/trusted_proxies'

test.group('TRUSTED_PROXIES', () => {
  test('unset or empty trusts no proxy, not even loopback', ({ assert }) => {
    for (const value of [undefined, '', '  ']) {
      assert.isFalse(trustFor(value)('127.0.0.1', 0))
      assert.isFalse(trustFor(value)('::1', 0))
    }
  })

  test('a comma list of addresses and CIDRs, or a name like loopback', ({ assert }) => {
    const trust = trustFor('10.0.0.0/8, 192.0.2.1')
    assert.isTrue(trust('10.1.2.3', 0))
    assert.isTrue(trust('192.0.2.1', 1))
    assert.isFalse(trust('192.0.2.2', 0))
    assert.isFalse(trust('127.0.0.1', 0))
    assert.isTrue(trustFor('loopback')('127.0.0.1', 0))
    assert.isTrue(trustFor('loopback')('::1', 0))
  })

  test('a malformed value throws (the boot stops) instead of trusting anyone', ({ assert }) => {
    assert.throws(() => trustFor('not-an-address'))
    assert.throws(() => trustFor('10.0.0.0/99'))
  })
})
