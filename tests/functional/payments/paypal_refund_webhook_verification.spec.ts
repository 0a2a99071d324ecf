import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import gateways from '#payments/services/gateway_registry'
import { createPayPalClient } from '#payments/services/paypal_sdk_gateway'
import { PayPalWebhookVerifier } from '#payments/services/paypal_webhook_verifier'
import { balanceOf } from '#ledger/queries/balance_of'
import { createUser } from '#tests/helpers/users'
import { fakeForGroup, usePayPalFake } from '#tests/helpers/payments'
import { captureLogs } from '#tests/helpers/logs'
import type { PayPalFake } from '#tests/fakes/paypal_fake'
import { PAYPAL, deliverPayPalEvent } from './payment_test_helpers.js'
import {
  REFUNDED,
  VERIFY,
  paidCaptureId,
  refundedCentsOf,
  webhookCount,
} from './paypal_webhook_test_helpers.js'

/*
| A refund webhook moves points only once PayPal has vouched for the
| delivery: what is forged, unsigned or cannot be asked about is refused,
| and what PayPal cannot answer yet is asked again.
*/

test.group(
  'PayPal refund and reversal webhooks (SDK against a loopback fake): verification',
  (group) => {
    let paypal!: PayPalFake
    fakeForGroup(group, usePayPalFake, (fake) => (paypal = fake))
    // No truncation: the ledger refuses it. Every test works on its own fresh users.

    test('a forged, tampered or unsigned delivery is refused with 400 and moves nothing', async ({
      client,
      assert,
    }) => {
      const user = await createUser()
      const captureId = await paidCaptureId(client, user, paypal)
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
        await deliverPayPalEvent(client, forged, 400)
      }
      const unsigned = await client.post(PAYPAL.webhook).unsafeJson(genuine.body)
      unsigned.assertStatus(400)
      const withoutSignature = { ...genuine.headers, 'paypal-transmission-sig': '' }
      await deliverPayPalEvent(client, { ...genuine, headers: withoutSignature }, 400)

      assert.equal(await balanceOf(user.id), 600)
      assert.equal(await refundedCentsOf(captureId), 0)
      assert.equal(await webhookCount('-', 'bad_signature'), before + 3)
      // The genuine one still goes through afterwards.
      await deliverPayPalEvent(client, genuine)
      assert.equal(await balanceOf(user.id), 539)
    })

    test('without a webhook id every delivery is refused with 400 and the log says why', async ({
      client,
      assert,
    }) => {
      const user = await createUser()
      const captureId = await paidCaptureId(client, user, paypal)
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
        await deliverPayPalEvent(client, delivery, 400)
      } finally {
        logs.restore()
        gateways.use({ paypalWebhooks: configured })
      }
      assert.isTrue(logs.lines().some((line) => String(line.msg).includes('PAYPAL_WEBHOOK_ID')))
      assert.equal(paypal.http.requestsTo('POST', VERIFY).length, asked, 'PayPal was not asked')
      assert.equal(await balanceOf(user.id), 600)
    })

    test('PayPal unable to verify is answered 503 (PayPal sends it again), then applied', async ({
      client,
      assert,
    }) => {
      const user = await createUser()
      const captureId = await paidCaptureId(client, user, paypal)
      const delivery = paypal.webhooks.deliver(REFUNDED, paypal.refundOnPayPal(captureId))
      paypal.http.failNext(503, 3)
      await deliverPayPalEvent(client, delivery, 503)
      paypal.http.recover()
      assert.equal(await balanceOf(user.id), 600)
      await deliverPayPalEvent(client, delivery)
      assert.equal(await balanceOf(user.id), 0)
    })

    test('PayPal refusing the question is a 400; a token it no longer takes is renewed once', async ({
      client,
      assert,
    }) => {
      const user = await createUser()
      const captureId = await paidCaptureId(client, user, paypal)
      const first = paypal.webhooks.deliver(REFUNDED, paypal.refundOnPayPal(captureId, '3.00'))
      await deliverPayPalEvent(client, first)
      const second = paypal.webhooks.deliver(REFUNDED, paypal.refundOnPayPal(captureId))

      // With the token cached by the first, the question itself is refused: vouched for nothing.
      paypal.http.failNext(400, 1)
      await deliverPayPalEvent(client, second, 400)
      assert.equal(await balanceOf(user.id), 419)

      const tokens = paypal.http.requestsTo('POST', '/v1/oauth2/token').length
      paypal.http.failNext(401, 1)
      await deliverPayPalEvent(client, second)
      assert.equal(paypal.http.requestsTo('POST', '/v1/oauth2/token').length, tokens + 1)
      assert.equal(await balanceOf(user.id), 0)
    })
  }
)
