import type { ApiClient } from '@japa/api-client'
import Purchase from '#payments/models/purchase'
import type User from '#accounts/models/user'
import { boughtByPayPal } from '#tests/helpers/refunds'
import { metricValue } from '#tests/helpers/metrics'
import type { PayPalFake } from '#tests/fakes/paypal_fake'

/*
| What the PayPal refund and reversal webhook specs share: the events, the
| question our verifier asks PayPal, and the purchase a capture belongs to.
*/

export const VERIFY = '/v1/notifications/verify-webhook-signature'
export const REFUNDED = 'PAYMENT.CAPTURE.REFUNDED'
export const REVERSED = 'PAYMENT.CAPTURE.REVERSED'

export const webhookCount = (event: string, outcome: string) =>
  metricValue('velvet_payment_webhooks_total', { provider: 'paypal', event, outcome })

/** The plus package (600 points, 9.99 €) bought through PayPal: the capture's id. */
export async function paidCaptureId(client: ApiClient, user: User, paypal: PayPalFake) {
  const purchase = await boughtByPayPal(client, user, paypal)
  return purchase.captureId!
}

export const purchaseOf = (captureId: string) =>
  Purchase.query().where('provider', 'paypal').where('captureId', captureId).firstOrFail()

export async function refundedCentsOf(captureId: string) {
  const purchase = await purchaseOf(captureId)
  return purchase.refundedCents
}
