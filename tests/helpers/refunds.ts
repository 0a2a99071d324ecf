import { randomUUID } from 'node:crypto'
import type { ApiClient, ApiResponse } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import Purchase from '#payments/models/purchase'
import { reversePurchase, type PurchaseReversalInput } from '#payments/actions/reverse_purchase'
import { sandboxGateways } from '#payments/sandbox/sandbox_gateways'
import type User from '#accounts/models/user'
import { sessionOf } from '#tests/helpers/users'
import {
  capturePayPal,
  confirmCard,
  seededPackage,
  startCardCheckout,
  startPayPalOrder,
} from '#tests/helpers/payments'
import type { StripeFake } from '#tests/fakes/stripe_fake'
import type { PayPalFake } from '#tests/fakes/paypal_fake'
import env from '#start/env'

/** The purchase that a confirm or capture answering 200 credited. */
async function purchaseOfReceipt(response: ApiResponse) {
  response.assertStatus(200)
  return Purchase.findOrFail(response.body().data.purchaseId)
}

/** A credited card purchase of the package (Plus: 9.99 € for 600 points) through the pages' API. */
export async function boughtByCard(
  client: ApiClient,
  user: User,
  provider: { stripe?: StripeFake } = {},
  slug = 'plus'
) {
  const pkg = await seededPackage(slug)
  const { paymentIntentId, clientSecret } = await startCardCheckout(client, user, pkg.id)
  if (provider.stripe) provider.stripe.succeed(paymentIntentId)
  else await sandboxGateways.card.confirmWithCard(clientSecret, '4242424242424242')
  return purchaseOfReceipt(await confirmCard(client, user, paymentIntentId))
}

/** A credited PayPal purchase (created, approved at the fake, captured). */
export async function boughtByPayPal(client: ApiClient, user: User, paypal: PayPalFake) {
  const pkg = await seededPackage('plus')
  const orderId = await startPayPalOrder(client, user, pkg.id)
  paypal.approve(orderId)
  return purchaseOfReceipt(await capturePayPal(client, user, { orderId, packageId: pkg.id }))
}

/** The provider's running refunded total for a purchase, applied to the ledger as its webhook would. */
export function reverseRefunded(
  purchase: Purchase,
  refundedCents: number,
  extra: Partial<PurchaseReversalInput> = {}
) {
  return reversePurchase({
    purchaseId: purchase.id,
    refundedCents,
    cause: 'refund',
    providerRef: `re_${randomUUID()}`,
    ...extra,
  })
}

/** The staff page's refund form, sent as the browser sends it (Inertia, from the account's history). */
export function sendRefund(
  client: ApiClient,
  staff: User,
  purchaseId: number | string,
  body: Record<string, unknown>,
  lang: 'en' | 'es' = 'en'
) {
  return client
    .post(`/staff/purchases/${purchaseId}/refund`)
    .withSession(sessionOf(staff))
    .withCsrfToken()
    .header('X-Inertia', 'true')
    .header('Referer', `http://${env.get('HOST')}:${env.get('PORT')}/staff/ledger?user=x`)
    .withRawCookie('lang', lang)
    .json(body)
    .redirects(0)
}

/** The user's reversal and clawback entries, oldest first ([kind, amount]). */
export async function reversalEntries(userId: number) {
  const rows = await db
    .from('ledger_entries')
    .where('user_id', userId)
    .whereIn('kind', ['reversal', 'clawback'])
    .orderBy('id')
  return rows.map((row) => [row.kind, row.amount])
}
