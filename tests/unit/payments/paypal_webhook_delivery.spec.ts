import { test } from '@japa/runner'
import { readPayPalDelivery } from '#payments/services/paypal_webhook_delivery'

const HEADERS = {
  'paypal-transmission-id': 'id-1',
  'paypal-transmission-time': '2026-11-26T10:00:00Z',
  'paypal-cert-url': 'https://api.sandbox.paypal.com/cert.pem',
  'paypal-auth-algo': 'SHA256withRSA',
  'paypal-transmission-sig': 'c2ln',
  'content-type': 'application/json',
}
const RAW = '{"id":"WH-1","event_type":"PAYMENT.CAPTURE.REFUNDED","resource":{"amount":1.10}}'

test.group('PayPal webhook: reading a delivery', () => {
  test('a whole delivery keeps its body byte for byte', ({ assert }) => {
    const delivery = readPayPalDelivery(HEADERS, RAW)
    assert.equal(delivery?.raw, RAW)
    assert.equal(delivery?.event.event_type, 'PAYMENT.CAPTURE.REFUNDED')
    assert.deepEqual(delivery?.headers, {
      transmission_id: 'id-1',
      transmission_time: '2026-11-26T10:00:00Z',
      cert_url: 'https://api.sandbox.paypal.com/cert.pem',
      auth_algo: 'SHA256withRSA',
      transmission_sig: 'c2ln',
    })
  })

  test('a missing, empty or repeated transmission header is no delivery', ({ assert }) => {
    const unsigned: Record<string, string> = { ...HEADERS }
    delete unsigned['paypal-transmission-sig']
    assert.isNull(readPayPalDelivery(unsigned, RAW))
    assert.isNull(readPayPalDelivery({ ...HEADERS, 'paypal-cert-url': '' }, RAW))
    assert.isNull(readPayPalDelivery({ ...HEADERS, 'paypal-auth-algo': ['a', 'b'] }, RAW))
  })

  test('a body that is not a JSON object is no delivery', ({ assert }) => {
    for (const raw of [null, '', 'not json', '[1,2]', '"text"', '42', 'null', '{"id":']) {
      assert.isNull(readPayPalDelivery(HEADERS, raw), String(raw))
    }
  })
})
