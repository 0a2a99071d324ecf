import type { ApiClient } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import Purchase from '#wallet/models/purchase'
import gateways from '#wallet/services/gateway_registry'
import type User from '#accounts/models/user'
import { sessionOf } from '#tests/helpers/users'
import { seededPackage } from '#tests/helpers/payments'
import type { StripeFake } from '#tests/fakes/stripe_fake'
import type { PayPalFake } from '#tests/fakes/paypal_fake'
import env from '#start/env'

const CARD_CREATE = '/api/payment-gateway/stripe/create-payment-intent'
const CARD_CONFIRM = '/api/payment-gateway/stripe/confirm-payment'
const PAYPAL_CREATE = '/api/payment-gateway/paypal/create-order'
const PAYPAL_CAPTURE = '/api/payment-gateway/paypal/capture-order'

async function post(client: ApiClient, user: User, path: string, body: object) {
  const response = await client.post(path).withSession(sessionOf(user)).withCsrfToken().json(body)
  response.assertStatus(200)
  return response.body().data
}

/** A credited card purchase of the package (Plus: 9.99 € for 600 points) through the pages' API. */
export async function boughtByCard(
  client: ApiClient,
  user: User,
  provider: { stripe?: StripeFake } = {},
  slug = 'plus'
) {
  const pkg = await seededPackage(slug)
  const { paymentIntentId, clientSecret } = await post(client, user, CARD_CREATE, {
    packageId: pkg.id,
  })
  if (provider.stripe) provider.stripe.succeed(paymentIntentId)
  else await gateways.sandboxCard.confirmWithCard(clientSecret, '4242424242424242')
  const receipt = await post(client, user, CARD_CONFIRM, { paymentIntentId })
  return Purchase.findOrFail(receipt.purchaseId)
}

/** A credited PayPal purchase (created, approved at the fake, captured). */
export async function boughtByPayPal(client: ApiClient, user: User, paypal: PayPalFake) {
  const pkg = await seededPackage('plus')
  const { approvalUrl } = await post(client, user, PAYPAL_CREATE, { packageId: pkg.id })
  const orderId = new URL(approvalUrl).searchParams.get('token')!
  paypal.approve(orderId)
  const receipt = await post(client, user, PAYPAL_CAPTURE, { orderId, packageId: pkg.id })
  return Purchase.findOrFail(receipt.purchaseId)
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
