import type { ApiClient } from '@japa/api-client'
import type { Assert } from '@japa/assert'
import ace from '@adonisjs/core/services/ace'
import db from '@adonisjs/lucid/services/db'
import PaymentsReconcile from '#commands/payments_reconcile'
import Purchase from '#payments/models/purchase'
import { balanceOf } from '#ledger/queries/balance_of'
import { createUser } from '#tests/helpers/users'
import {
  CARD,
  PAYPAL,
  purchaseEntries,
  seededPackage,
  startCardCheckout,
  startPayPalOrder,
} from '#tests/helpers/payments'
import type { PayPalFake } from '#tests/fakes/paypal_fake'
import type { SignedDelivery } from '#tests/fakes/paypal_webhooks_fake'

// The checkout steps live in tests/helpers/payments, where tests/helpers/refunds buys through
// them too; the payments specs keep importing them from here.
export {
  CARD,
  PAYPAL,
  capturePayPal,
  confirmCard,
  payPalApprovalUrl,
  postAs,
  startCardCheckout,
  startPayPalOrder,
} from '#tests/helpers/payments'

/** A fresh user and the Plus package (9.99 € for 600 points), the purchase most tests make. */
export async function plusBuyer() {
  const plus = await seededPackage('plus')
  const user = await createUser()
  return { plus, user }
}

/** A fresh user's card checkout of Plus, started and still pending at Stripe. */
export async function plusCardCheckout(client: ApiClient) {
  const { plus, user } = await plusBuyer()
  const { clientSecret, paymentIntentId } = await startCardCheckout(client, user, plus.id)
  return { plus, user, clientSecret, paymentIntentId }
}

/** A Stripe webhook delivery of a signed event, as Stripe posts it. */
export function deliverStripeEvent(client: ApiClient, event: { header: string; payload: string }) {
  return client
    .post(CARD.webhook)
    .header('stripe-signature', event.header)
    .unsafeJson(event.payload)
}

/** A fresh user's PayPal order of Plus, created and not yet approved. */
export async function plusPayPalOrder(client: ApiClient) {
  const { plus, user } = await plusBuyer()
  const orderId = await startPayPalOrder(client, user, plus.id)
  return { plus, user, orderId }
}

/** A PayPal webhook delivery POSTed as PayPal would; the answer must have `status`. */
export async function deliverPayPalEvent(
  client: ApiClient,
  delivery: Pick<SignedDelivery, 'headers' | 'body'>,
  status = 200
) {
  const response = await client
    .post(PAYPAL.webhook)
    .headers(delivery.headers)
    .unsafeJson(delivery.body)
  response.assertStatus(status)
  return response
}

/**
 * Captures an approved order straight at the fake, under another request id,
 * as a request of ours that crashed after PayPal captured would have left it.
 */
export async function captureElsewhere(paypal: PayPalFake, orderId: string) {
  const basic = Buffer.from(`${paypal.clientId}:${paypal.clientSecret}`).toString('base64')
  const tokenResponse = await fetch(`${paypal.url}/v1/oauth2/token`, {
    method: 'POST',
    headers: { authorization: `Basic ${basic}` },
  })
  const token = (await tokenResponse.json()) as { access_token: string }
  const capture = await fetch(`${paypal.url}/v2/checkout/orders/${orderId}/capture`, {
    method: 'POST',
    headers: {
      'authorization': `Bearer ${token.access_token}`,
      'paypal-request-id': 'elsewhere',
    },
  })
  // Without this capture the test would prove nothing about ORDER_ALREADY_CAPTURED.
  if (!capture.ok) throw new Error(`the capture elsewhere failed: ${capture.status}`)
}

/** payments:reconcile, run `times` times in a row, each run succeeding. */
export async function reconcilePayments(times = 1) {
  for (let run = 0; run < times; run++) {
    const command = await ace.create(PaymentsReconcile, [])
    await command.exec()
    command.assertSucceeded()
  }
}

/** Exactly one purchase entry in the user's ledger, and the balance it brought. */
export async function assertCreditedOnce(assert: Assert, userId: number, points: number) {
  assert.lengthOf(await purchaseEntries(userId), 1)
  assert.equal(await balanceOf(userId), points)
}

/** How many of the user's purchases are marked credited (the ledger aside). */
export async function creditedPurchaseCount(userId: number) {
  const [{ count }] = await db
    .from('purchases')
    .where('user_id', userId)
    .where('status', 'credited')
    .count('* as count')
  return Number(count)
}

/** A flagged purchase: failed, with when, why and what the provider said; nothing credited. */
export async function assertFlagged(
  assert: Assert,
  externalId: string,
  reason: string,
  reported: Record<string, unknown>
) {
  const purchase = await Purchase.findByOrFail('externalId', externalId)
  assert.equal(purchase.status, 'failed')
  assert.equal(purchase.flagReason, reason)
  assert.isNotNull(purchase.flaggedAt)
  assert.containsSubset(purchase.flagDetails, reported)
  assert.isNull(purchase.ledgerEntryId)
  assert.equal(await balanceOf(purchase.userId), 0)
  assert.lengthOf(await purchaseEntries(purchase.userId), 0)
  return purchase
}
