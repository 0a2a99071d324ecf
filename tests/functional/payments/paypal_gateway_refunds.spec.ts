import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import gateways from '#payments/services/gateway_registry'
import { sandboxGateways } from '#payments/sandbox/sandbox_gateways'
import {
  GatewayRefusedError,
  type CreatePayPalOrderInput,
  type PayPalGateway,
} from '#payments/services/gateways'
import { fakeForGroup, usePayPalFake } from '#tests/helpers/payments'
import type { PayPalFake } from '#tests/fakes/paypal_fake'

/** An order for 9.99 € created, approved and captured at `gateway`: the capture's id. */
async function capturedAt(gateway: PayPalGateway, approve: (orderId: string) => unknown) {
  const input: CreatePayPalOrderInput = {
    amountCents: 999,
    currency: 'eur',
    userId: 1,
    packageId: 1,
    packageName: 'Plus',
    requestId: `order:${randomUUID()}`,
    returnUrl: 'http://localhost:3333/payment/success',
    cancelUrl: 'http://localhost:3333/payment/cancel',
    locale: 'en',
  }
  const order = await gateway.createOrder(input)
  await approve(order.id)
  const captured = await gateway.captureOrder(order.id, `capture:${randomUUID()}`)
  return captured.captureId!
}

/** Partial, replayed, full and over-refunds: the same rules for PayPal and the sandbox. */
async function assertRefundRules(assert: any, gateway: PayPalGateway, captureId: string) {
  const requestId = `refund:${randomUUID()}`
  const partial = await gateway.refundCapture({
    captureId,
    amountCents: 300,
    currency: 'eur',
    requestId,
  })
  assert.equal(partial.refundedCents, 300)
  const again = await gateway.refundCapture({
    captureId,
    amountCents: 300,
    currency: 'eur',
    requestId,
  })
  assert.deepEqual(again, partial, 'the same request id gives back the first answer')

  const tooMuch = await gateway
    .refundCapture({ captureId, amountCents: 700, currency: 'eur', requestId: randomUUID() })
    .catch((error) => error)
  assert.instanceOf(tooMuch, GatewayRefusedError)
  assert.equal(tooMuch.providerCode, 'REFUND_AMOUNT_EXCEEDED')

  const rest = await gateway.refundCapture({ captureId, currency: 'eur', requestId: randomUUID() })
  assert.equal(rest.refundedCents, 999)
  assert.notEqual(rest.refundId, partial.refundId)
  assert.equal(await gateway.refundedCents(captureId), 999)
  const done = await gateway
    .refundCapture({ captureId, currency: 'eur', requestId: randomUUID() })
    .catch((error) => error)
  assert.instanceOf(done, GatewayRefusedError)
  assert.equal(done.providerCode, 'CAPTURE_FULLY_REFUNDED')

  const unknown = await gateway
    .refundCapture({ captureId: 'CAPUNKNOWN', currency: 'eur', requestId: randomUUID() })
    .catch((error) => error)
  assert.instanceOf(unknown, GatewayRefusedError)
}

test.group('PayPalGateway.refundCapture', (group) => {
  let paypal!: PayPalFake
  fakeForGroup(group, usePayPalFake, (fake) => (paypal = fake))

  test('through the SDK against the fake: partial, replayed, full, over-refund refused', async ({
    assert,
  }) => {
    const gateway = gateways.paypal()
    const captureId = await capturedAt(gateway, (id) => paypal.approve(id))
    await assertRefundRules(assert, gateway, captureId)
    const tooMuch = await gateway
      .refundCapture({ captureId, amountCents: 1, currency: 'eur', requestId: randomUUID() })
      .catch((error) => error)
    assert.equal(tooMuch.message, 'PayPal refused: CAPTURE_FULLY_REFUNDED')

    const sent = paypal.http.requestsTo('POST', `/v2/payments/captures/${captureId}/refund`)
    assert.match(String(sent[0].headers['paypal-request-id']), /^refund:/)
    assert.deepEqual(JSON.parse(sent[0].body).amount, { currency_code: 'EUR', value: '3.00' })
    const bodies = sent.map((request) => JSON.parse(request.body))
    assert.isTrue(
      bodies.some((body) => !('amount' in body)),
      'the rest is asked for without an amount'
    )
    assert.lengthOf(paypal.capture(captureId).refunds, 2)
  })

  test("without PayPal's running total, the capture's refunds are added up", async ({ assert }) => {
    const gateway = gateways.paypal()
    const captureId = await capturedAt(gateway, (id) => paypal.approve(id))
    paypal.refundTotals = false
    try {
      paypal.refundOnPayPal(captureId, '1.50')
      const refund = await gateway.refundCapture({
        captureId,
        amountCents: 250,
        currency: 'eur',
        requestId: randomUUID(),
      })
      assert.equal(refund.refundedCents, 400)
    } finally {
      paypal.refundTotals = true
    }
  })
})

test.group('Sandbox PayPal refunds', () => {
  test('the sandbox refunds a capture by the same rules', async ({ assert }) => {
    const sandbox = sandboxGateways.paypal
    const captureId = await capturedAt(sandbox, (id) => sandbox.approve(id))
    await assertRefundRules(assert, sandbox, captureId)
  })
})
