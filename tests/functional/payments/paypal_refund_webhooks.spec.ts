import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import { balanceOf } from '#ledger/queries/balance_of'
import { spendPoints } from '#ledger/actions/spend_points'
import { createUser } from '#tests/helpers/users'
import { fakeForGroup, usePayPalFake } from '#tests/helpers/payments'
import { amountsOf } from '#tests/helpers/reversals'
import type { PayPalFake } from '#tests/fakes/paypal_fake'
import { capturePayPal, deliverPayPalEvent, plusPayPalOrder } from './payment_test_helpers.js'
import {
  REFUNDED,
  REVERSED,
  VERIFY,
  paidCaptureId,
  purchaseOf,
  refundedCentsOf,
  webhookCount,
} from './paypal_webhook_test_helpers.js'

test.group('PayPal refund and reversal webhooks (SDK against a loopback fake)', (group) => {
  let paypal!: PayPalFake
  fakeForGroup(group, usePayPalFake, (fake) => (paypal = fake))
  // No truncation: the ledger refuses it. Every test works on its own fresh users.

  test('a verified refund webhook takes the points back, once PayPal has vouched for it', async ({
    client,
    assert,
  }) => {
    const user = await createUser()
    const captureId = await paidCaptureId(client, user, paypal)
    const before = await webhookCount(REFUNDED, 'reversed')

    const refund = paypal.refundOnPayPal(captureId)
    const delivery = paypal.webhooks.deliver(REFUNDED, refund)
    await deliverPayPalEvent(client, delivery)

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
    const captureId = await paidCaptureId(client, user, paypal)

    await deliverPayPalEvent(
      client,
      paypal.webhooks.deliver(REFUNDED, paypal.refundOnPayPal(captureId, '3.00'))
    )
    // ceil(600 × 300 / 999) = 181
    assert.equal(await balanceOf(user.id), 419)
    await deliverPayPalEvent(
      client,
      paypal.webhooks.deliver(REFUNDED, paypal.refundOnPayPal(captureId, '2.00'))
    )
    // ceil(600 × 500 / 999) = 301 in all
    assert.equal(await balanceOf(user.id), 299)
    await deliverPayPalEvent(
      client,
      paypal.webhooks.deliver(REFUNDED, paypal.refundOnPayPal(captureId))
    )
    assert.equal(await balanceOf(user.id), 0)
    assert.deepEqual(await amountsOf(user.id, 'reversal'), [-181, -120, -299])
  })

  test('duplicate, simultaneous, replayed and late deliveries move nothing more', async ({
    client,
    assert,
  }) => {
    const user = await createUser()
    const captureId = await paidCaptureId(client, user, paypal)
    const first = paypal.webhooks.deliver(REFUNDED, paypal.refundOnPayPal(captureId, '3.00'))
    const last = paypal.webhooks.deliver(REFUNDED, paypal.refundOnPayPal(captureId))
    const before = await webhookCount(REFUNDED, 'already_reversed')

    // The later refund arrives first, ten times at once.
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => deliverPayPalEvent(client, last))
    )
    for (const answer of answers) assert.equal(answer.status(), 200)
    assert.equal(await balanceOf(user.id), 0)
    // The earlier refund arrives late, then everything is sent again.
    for (const delivery of [first, last, first]) await deliverPayPalEvent(client, delivery)

    assert.equal(await balanceOf(user.id), 0)
    assert.deepEqual(await amountsOf(user.id, 'reversal'), [-600])
    assert.equal(await refundedCentsOf(captureId), 999)
    assert.equal(await webhookCount(REFUNDED, 'already_reversed'), before + 12)
  })

  test('a reversal takes back the whole payment; what was spent is clawed back', async ({
    client,
    assert,
  }) => {
    const user = await createUser()
    const captureId = await paidCaptureId(client, user, paypal)
    await spendPoints(
      { userId: user.id, amount: 500, reference: 'chat:1', idempotencyKey: randomUUID() },
      'chat'
    )
    const delivery = paypal.webhooks.deliver(REVERSED, paypal.reverse(captureId))
    await deliverPayPalEvent(client, delivery)
    await deliverPayPalEvent(client, delivery)

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
    const captureId = await paidCaptureId(client, user, paypal)
    const refund = paypal.refundOnPayPal(captureId, '5.00')
    const before = await webhookCount(REFUNDED, 'unknown_payment')

    const elsewhere = structuredClone(refund)
    elsewhere.links[1].href = elsewhere.links[1].href.replace(captureId, 'CAPNOTOURS')
    await deliverPayPalEvent(client, paypal.webhooks.deliver(REFUNDED, elsewhere))
    const pending = { ...refund, status: 'PENDING' }
    await deliverPayPalEvent(client, paypal.webhooks.deliver(REFUNDED, pending))
    const approved = paypal.webhooks.deliver('CHECKOUT.ORDER.APPROVED', { id: 'ORDER' })
    await deliverPayPalEvent(client, approved)

    assert.equal(await webhookCount(REFUNDED, 'unknown_payment'), before + 1)
    assert.equal(await balanceOf(user.id), 600)
  })

  test('a refund of a payment not credited yet is answered 500 until the credit, then reversed', async ({
    client,
    assert,
  }) => {
    const { plus, user, orderId } = await plusPayPalOrder(client)
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

    await deliverPayPalEvent(client, delivery, 500)
    // The payer comes back (or payments:reconcile runs): the purchase is credited.
    const late = await capturePayPal(client, user, { orderId, packageId: plus.id })
    late.assertStatus(200)
    assert.equal(await balanceOf(user.id), 600)
    // PayPal sends the refund again: now the points go back.
    await deliverPayPalEvent(client, delivery)
    assert.equal(await balanceOf(user.id), 0)
    assert.equal(await refundedCentsOf(captureId), 999)
  })

  test("a refund without PayPal's running total is added up from the capture's refunds", async ({
    client,
    assert,
  }) => {
    const user = await createUser()
    const captureId = await paidCaptureId(client, user, paypal)
    paypal.refundTotals = false
    try {
      const first = paypal.webhooks.deliver(REFUNDED, paypal.refundOnPayPal(captureId, '3.00'))
      await deliverPayPalEvent(client, first)
      assert.equal(await balanceOf(user.id), 419)
      const second = paypal.webhooks.deliver(REFUNDED, paypal.refundOnPayPal(captureId, '2.00'))
      // The first one again: PayPal's refunds add up to 5.00 by now, so it takes the second
      // refund's points too, and the second's own delivery finds nothing left to move.
      await deliverPayPalEvent(client, first)
      await deliverPayPalEvent(client, second)
    } finally {
      paypal.refundTotals = true
    }
    assert.equal(await balanceOf(user.id), 299)
    assert.equal(await refundedCentsOf(captureId), 500)
  })
})
