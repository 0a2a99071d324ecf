import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import Purchase from '#wallet/models/purchase'
import gateways from '#wallet/services/gateway_registry'
import { createPayPalClient } from '#wallet/services/paypal_sdk_gateway'
import {
  GatewayRefusedError,
  type CreatePayPalOrderInput,
  type PayPalGateway,
} from '#wallet/services/gateways'
import { PayPalWebhookVerifier } from '#wallet/services/paypal_webhook_verifier'
import { balanceOf } from '#wallet/queries/balance_of'
import { spendPoints } from '#wallet/actions/spend_points'
import type User from '#accounts/models/user'
import { createUser, sessionOf } from '#tests/helpers/users'
import { fakeForGroup, seededPackage, usePayPalFake } from '#tests/helpers/payments'
import { captureLogs } from '#tests/helpers/logs'
import { metricValue } from '#tests/helpers/metrics'
import type { PayPalFake } from '#tests/fakes/paypal_fake'
import type { SignedDelivery } from '#tests/fakes/paypal_webhooks_fake'

const WEBHOOK = '/api/payment-gateway/paypal/webhook'
const VERIFY = '/v1/notifications/verify-webhook-signature'
const REFUNDED = 'PAYMENT.CAPTURE.REFUNDED'
const REVERSED = 'PAYMENT.CAPTURE.REVERSED'

/** The user's ledger entries of a kind, oldest first (amounts). */
async function amountsOf(userId: number, kind: string) {
  const rows = await db
    .from('ledger_entries')
    .where('user_id', userId)
    .where('kind', kind)
    .orderBy('id')
    .select('amount')
  return rows.map((row) => Number(row.amount))
}

const webhookCount = (event: string, outcome: string) =>
  metricValue('velvet_payment_webhooks_total', { provider: 'paypal', event, outcome })

test.group('PayPal refund and reversal webhooks (SDK against a loopback fake)', (group) => {
  let paypal!: PayPalFake
  fakeForGroup(group, usePayPalFake, (fake) => (paypal = fake))
  // No truncation: the ledger refuses it. Every test works on its own fresh users.

  /** The plus package (600 points, 9.99 €) bought through PayPal: the capture's id. */
  async function boughtWithPayPal(client: any, user: User) {
    const plus = await seededPackage('plus')
    const created = await client
      .post('/api/payment-gateway/paypal/create-order')
      .withSession(sessionOf(user))
      .withCsrfToken()
      .json({ packageId: plus.id })
    const orderId = new URL(created.body().data.approvalUrl).searchParams.get('token')!
    paypal.approve(orderId)
    const captured = await client
      .post('/api/payment-gateway/paypal/capture-order')
      .withSession(sessionOf(user))
      .withCsrfToken()
      .json({ orderId, packageId: plus.id })
    captured.assertStatus(200)
    const purchase = await Purchase.query().where('externalId', orderId).firstOrFail()
    return purchase.captureId!
  }

  /** The delivery POSTed as PayPal would; the answer must have `status`. */
  async function send(client: any, delivery: SignedDelivery, status = 200) {
    const response = await client.post(WEBHOOK).headers(delivery.headers).unsafeJson(delivery.body)
    response.assertStatus(status)
    return response
  }

  const purchaseOf = (captureId: string) =>
    Purchase.query().where('provider', 'paypal').where('captureId', captureId).firstOrFail()

  async function refundedCentsOf(captureId: string) {
    const purchase = await purchaseOf(captureId)
    return purchase.refundedCents
  }

  test('a verified refund webhook takes the points back, once PayPal has vouched for it', async ({
    client,
    assert,
  }) => {
    const user = await createUser()
    const captureId = await boughtWithPayPal(client, user)
    const before = await webhookCount(REFUNDED, 'reversed')

    const refund = paypal.refundOnPayPal(captureId)
    const delivery = paypal.webhooks.deliver(REFUNDED, refund)
    await send(client, delivery)

    assert.equal(await balanceOf(user.id), 0)
    assert.deepEqual(await amountsOf(user.id, 'reversal'), [-600])
    const purchase = await purchaseOf(captureId)
    assert.equal(purchase.refundedCents, 999)
    assert.equal(purchase.refundedPoints, 600)
    assert.equal(await webhookCount(REFUNDED, 'reversed'), before + 1)

    // PayPal was asked with our webhook id, the five headers and the event as delivered.
    const asked = paypal.http.requestsTo('POST', VERIFY).at(-1)!
    assert.match(String(asked.headers.authorization), /^Bearer A21AA/)
    const question = JSON.parse(asked.body)
    assert.equal(question.webhook_id, paypal.webhookId)
    assert.equal(question.transmission_id, delivery.headers['paypal-transmission-id'])
    assert.deepEqual(question.webhook_event, JSON.parse(delivery.body))
  })

  test('partial refunds take back points in proportion, rounded against the user', async ({
    client,
    assert,
  }) => {
    const user = await createUser()
    const captureId = await boughtWithPayPal(client, user)

    await send(client, paypal.webhooks.deliver(REFUNDED, paypal.refundOnPayPal(captureId, '3.00')))
    // ceil(600 × 300 / 999) = 181
    assert.equal(await balanceOf(user.id), 419)
    await send(client, paypal.webhooks.deliver(REFUNDED, paypal.refundOnPayPal(captureId, '2.00')))
    // ceil(600 × 500 / 999) = 301 in all
    assert.equal(await balanceOf(user.id), 299)
    await send(client, paypal.webhooks.deliver(REFUNDED, paypal.refundOnPayPal(captureId)))
    assert.equal(await balanceOf(user.id), 0)
    assert.deepEqual(await amountsOf(user.id, 'reversal'), [-181, -120, -299])
  })

  test('duplicate, simultaneous, replayed and late deliveries move nothing more', async ({
    client,
    assert,
  }) => {
    const user = await createUser()
    const captureId = await boughtWithPayPal(client, user)
    const first = paypal.webhooks.deliver(REFUNDED, paypal.refundOnPayPal(captureId, '3.00'))
    const last = paypal.webhooks.deliver(REFUNDED, paypal.refundOnPayPal(captureId))
    const before = await webhookCount(REFUNDED, 'already_reversed')

    // The later refund arrives first, ten times at once.
    const answers = await Promise.all(Array.from({ length: 10 }, () => send(client, last)))
    for (const answer of answers) assert.equal(answer.status(), 200)
    assert.equal(await balanceOf(user.id), 0)
    // The earlier refund arrives late, then everything is sent again.
    for (const delivery of [first, last, first]) await send(client, delivery)

    assert.equal(await balanceOf(user.id), 0)
    assert.deepEqual(await amountsOf(user.id, 'reversal'), [-600])
    assert.equal(await refundedCentsOf(captureId), 999)
    assert.equal(await webhookCount(REFUNDED, 'already_reversed'), before + 12)
  })

  test('a forged, tampered or unsigned delivery is refused with 400 and moves nothing', async ({
    client,
    assert,
  }) => {
    const user = await createUser()
    const captureId = await boughtWithPayPal(client, user)
    const refund = paypal.refundOnPayPal(captureId, '1.00')
    const genuine = paypal.webhooks.deliver(REFUNDED, refund)
    const before = await webhookCount('-', 'bad_signature')

    const bigger = JSON.parse(genuine.body)
    bigger.resource.seller_payable_breakdown.total_refunded_amount.value = '9.99'
    const tampered = { ...genuine, body: JSON.stringify(bigger) }
    const otherWebhook = paypal.webhooks.deliver(REFUNDED, refund, { webhookId: 'WH-OTHER' })
    const madeUp = {
      ...genuine,
      headers: { ...genuine.headers, 'paypal-transmission-id': randomUUID() },
    }
    for (const forged of [tampered, otherWebhook, madeUp]) {
      await send(client, forged, 400)
    }
    const unsigned = await client.post(WEBHOOK).unsafeJson(genuine.body)
    unsigned.assertStatus(400)
    const withoutSignature = { ...genuine.headers, 'paypal-transmission-sig': '' }
    await send(client, { ...genuine, headers: withoutSignature }, 400)

    assert.equal(await balanceOf(user.id), 600)
    assert.equal(await refundedCentsOf(captureId), 0)
    assert.equal(await webhookCount('-', 'bad_signature'), before + 3)
    // The genuine one still goes through afterwards.
    await send(client, genuine)
    assert.equal(await balanceOf(user.id), 539)
  })

  test('without a webhook id every delivery is refused with 400 and the log says why', async ({
    client,
    assert,
  }) => {
    const user = await createUser()
    const captureId = await boughtWithPayPal(client, user)
    const delivery = paypal.webhooks.deliver(REFUNDED, paypal.refundOnPayPal(captureId))
    const sdkClient = createPayPalClient({
      clientId: paypal.clientId,
      clientSecret: paypal.clientSecret,
      apiBaseUrl: paypal.url,
    })
    const configured = gateways.paypalWebhooks()!
    gateways.use({ paypalWebhooks: new PayPalWebhookVerifier('', sdkClient, paypal.url) })
    const logs = captureLogs('error')
    const asked = paypal.http.requestsTo('POST', VERIFY).length
    try {
      await send(client, delivery, 400)
    } finally {
      logs.restore()
      gateways.use({ paypalWebhooks: configured })
    }
    assert.isTrue(logs.lines().some((line) => String(line.msg).includes('PAYPAL_WEBHOOK_ID')))
    assert.equal(paypal.http.requestsTo('POST', VERIFY).length, asked, 'PayPal was not asked')
    assert.equal(await balanceOf(user.id), 600)
  })

  test('a reversal takes back the whole payment; what was spent is clawed back', async ({
    client,
    assert,
  }) => {
    const user = await createUser()
    const captureId = await boughtWithPayPal(client, user)
    await spendPoints(
      { userId: user.id, amount: 500, reference: 'chat:1', idempotencyKey: randomUUID() },
      'chat'
    )
    const delivery = paypal.webhooks.deliver(REVERSED, paypal.reverse(captureId))
    await send(client, delivery)
    await send(client, delivery)

    assert.equal(await balanceOf(user.id), -500)
    assert.deepEqual(await amountsOf(user.id, 'reversal'), [-100])
    assert.deepEqual(await amountsOf(user.id, 'clawback'), [-500])
    const purchase = await purchaseOf(captureId)
    assert.equal(purchase.refundedCents, 999)
    assert.equal(purchase.refundedPoints, 600)
  })

  test('an unknown capture, a pending refund and other events are answered 200 and ignored', async ({
    client,
    assert,
  }) => {
    const user = await createUser()
    const captureId = await boughtWithPayPal(client, user)
    const refund = paypal.refundOnPayPal(captureId, '5.00')
    const before = await webhookCount(REFUNDED, 'unknown_payment')

    const elsewhere = structuredClone(refund)
    elsewhere.links[1].href = elsewhere.links[1].href.replace(captureId, 'CAPNOTOURS')
    await send(client, paypal.webhooks.deliver(REFUNDED, elsewhere))
    const pending = { ...refund, status: 'PENDING' }
    await send(client, paypal.webhooks.deliver(REFUNDED, pending))
    const approved = paypal.webhooks.deliver('CHECKOUT.ORDER.APPROVED', { id: 'ORDER' })
    await send(client, approved)

    assert.equal(await webhookCount(REFUNDED, 'unknown_payment'), before + 1)
    assert.equal(await balanceOf(user.id), 600)
  })

  test('a refund of a payment not credited yet is answered 500 until the credit, then reversed', async ({
    client,
    assert,
  }) => {
    const plus = await seededPackage('plus')
    const user = await createUser()
    const created = await client
      .post('/api/payment-gateway/paypal/create-order')
      .withSession(sessionOf(user))
      .withCsrfToken()
      .json({ packageId: plus.id })
    const orderId = new URL(created.body().data.approvalUrl).searchParams.get('token')!
    paypal.approve(orderId)
    // Captured at PayPal, but our side never heard back (the payer's tab closed, a crash).
    const order = paypal.orders.get(orderId)!
    order.status = 'COMPLETED'
    order.purchase_units[0].payments = {
      captures: [
        {
          id: `CAPLATE${randomUUID().slice(0, 8).toUpperCase()}`,
          status: 'COMPLETED',
          amount: order.purchase_units[0].amount,
          custom_id: order.purchase_units[0].custom_id,
          final_capture: true,
        },
      ],
    }
    const captureId = order.purchase_units[0].payments.captures[0].id
    const delivery = paypal.webhooks.deliver(REFUNDED, paypal.refundOnPayPal(captureId))

    await send(client, delivery, 500)
    // The payer comes back (or payments:reconcile runs): the purchase is credited.
    const late = await client
      .post('/api/payment-gateway/paypal/capture-order')
      .withSession(sessionOf(user))
      .withCsrfToken()
      .json({ orderId, packageId: plus.id })
    late.assertStatus(200)
    assert.equal(await balanceOf(user.id), 600)
    // PayPal sends the refund again: now the points go back.
    await send(client, delivery)
    assert.equal(await balanceOf(user.id), 0)
    assert.equal(await refundedCentsOf(captureId), 999)
  })

  test("a refund without PayPal's running total is added up from the capture's refunds", async ({
    client,
    assert,
  }) => {
    const user = await createUser()
    const captureId = await boughtWithPayPal(client, user)
    paypal.refundTotals = false
    try {
      const first = paypal.webhooks.deliver(REFUNDED, paypal.refundOnPayPal(captureId, '3.00'))
      await send(client, first)
      assert.equal(await balanceOf(user.id), 419)
      const second = paypal.webhooks.deliver(REFUNDED, paypal.refundOnPayPal(captureId, '2.00'))
      // The first one again: PayPal's refunds add up to 5.00 by now, so it takes the second
      // refund's points too, and the second's own delivery finds nothing left to move.
      await send(client, first)
      await send(client, second)
    } finally {
      paypal.refundTotals = true
    }
    assert.equal(await balanceOf(user.id), 299)
    assert.equal(await refundedCentsOf(captureId), 500)
  })

  test('PayPal unable to verify is answered 503 (PayPal sends it again), then applied', async ({
    client,
    assert,
  }) => {
    const user = await createUser()
    const captureId = await boughtWithPayPal(client, user)
    const delivery = paypal.webhooks.deliver(REFUNDED, paypal.refundOnPayPal(captureId))
    paypal.http.failNext(503, 3)
    await send(client, delivery, 503)
    paypal.http.recover()
    assert.equal(await balanceOf(user.id), 600)
    await send(client, delivery)
    assert.equal(await balanceOf(user.id), 0)
  })

  test('PayPal refusing the question is a 400; a token it no longer takes is renewed once', async ({
    client,
    assert,
  }) => {
    const user = await createUser()
    const captureId = await boughtWithPayPal(client, user)
    const first = paypal.webhooks.deliver(REFUNDED, paypal.refundOnPayPal(captureId, '3.00'))
    await send(client, first)
    const second = paypal.webhooks.deliver(REFUNDED, paypal.refundOnPayPal(captureId))

    // With the token cached by the first, the question itself is refused: vouched for nothing.
    paypal.http.failNext(400, 1)
    await send(client, second, 400)
    assert.equal(await balanceOf(user.id), 419)

    const tokens = paypal.http.requestsTo('POST', '/v1/oauth2/token').length
    paypal.http.failNext(401, 1)
    await send(client, second)
    assert.equal(paypal.http.requestsTo('POST', '/v1/oauth2/token').length, tokens + 1)
    assert.equal(await balanceOf(user.id), 0)
  })
})

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
    const sandbox = gateways.sandboxPayPal
    const captureId = await capturedAt(sandbox, (id) => sandbox.approve(id))
    await assertRefundRules(assert, sandbox, captureId)
  })
})
