import type { ApiClient } from '@japa/api-client'
import type { Group } from '@japa/runner/core'
import db from '@adonisjs/lucid/services/db'
import Package from '#payments/models/package'
import { DEFAULT_PACKAGES } from '#database/seeders/packages_seeder'
import gateways from '#payments/services/gateway_registry'
import { PayPalSdkGateway, createPayPalClient } from '#payments/services/paypal_sdk_gateway'
import { PayPalWebhookVerifier } from '#payments/services/paypal_webhook_verifier'
import { StripeCardGateway, createStripeClient } from '#payments/services/stripe_card_gateway'
import { PayPalFake } from '#tests/fakes/paypal_fake'
import { StripeFake } from '#tests/fakes/stripe_fake'
import { sessionOf } from '#tests/helpers/users'
import type User from '#accounts/models/user'

export async function seedPackages() {
  await db.table('packages').insert(DEFAULT_PACKAGES).onConflict('slug').ignore()
  return Package.query().orderBy('sort_order')
}

/** One of the default packages (seeded if needed), by slug. */
export async function seededPackage(slug: string) {
  const packages = await seedPackages()
  const found = packages.find((pkg) => pkg.slug === slug)
  if (!found) throw new Error(`no package ${slug}`)
  return found
}

/** The real Stripe SDK, pointed at a loopback fake for the duration of a group. */
export async function useStripeFake() {
  const fake = await new StripeFake().start()
  gateways.use({
    card: new StripeCardGateway(
      createStripeClient({ secretKey: fake.secretKey, apiBaseUrl: fake.url })
    ),
    stripeWebhookSecret: fake.webhookSecret,
  })
  return {
    fake,
    async stop() {
      gateways.reset()
      await fake.stop()
    },
  }
}

/**
 * The real PayPal SDK, pointed at a loopback fake for the duration of a
 * group; the webhook verifies its deliveries with the fake, as with PayPal.
 */
export async function usePayPalFake() {
  const fake = await new PayPalFake().start()
  const client = createPayPalClient({
    clientId: fake.clientId,
    clientSecret: fake.clientSecret,
    apiBaseUrl: fake.url,
  })
  gateways.use({
    paypal: new PayPalSdkGateway(client),
    paypalWebhooks: new PayPalWebhookVerifier(fake.webhookId, client, fake.url),
  })
  return {
    fake,
    async stop() {
      gateways.reset()
      await fake.stop()
    },
  }
}

export async function purchaseEntries(userId: number) {
  return db.from('ledger_entries').where('user_id', userId).where('kind', 'purchase')
}

/** Starts a provider fake for a whole test group and hands it to the group's variable. */
export function fakeForGroup<Fake>(
  group: Group,
  start: () => Promise<{ fake: Fake; stop(): Promise<void> }>,
  assign: (fake: Fake) => void
) {
  group.setup(async () => {
    const started = await start()
    assign(started.fake)
    return () => started.stop()
  })
}

/** The checkout API, as the card and PayPal pages call it. */
export const CARD = {
  create: '/api/payment-gateway/stripe/create-payment-intent',
  confirm: '/api/payment-gateway/stripe/confirm-payment',
  webhook: '/api/payment-gateway/stripe/webhook',
}

export const PAYPAL = {
  create: '/api/payment-gateway/paypal/create-order',
  capture: '/api/payment-gateway/paypal/capture-order',
  webhook: '/api/payment-gateway/paypal/webhook',
}

/**
 * A POST as the checkout page sends it: signed in as the user, with the CSRF
 * token. `lang` sets the browser's language cookie, for the tests that read a
 * translated message.
 */
export function postAs(
  client: ApiClient,
  user: User,
  url: string,
  body: object,
  lang?: 'es' | 'en'
) {
  const request = client.post(url).withSession(sessionOf(user)).withCsrfToken()
  if (lang) request.withRawCookie('lang', lang)
  return request.json(body)
}

/** The card checkout's first step, which must succeed: the intent Stripe made for the package. */
export async function startCardCheckout(client: ApiClient, user: User, packageId: number) {
  const response = await postAs(client, user, CARD.create, { packageId })
  response.assertStatus(200)
  return response.body().data as { clientSecret: string; paymentIntentId: string }
}

export function confirmCard(
  client: ApiClient,
  user: User,
  paymentIntentId: string,
  lang?: 'es' | 'en'
) {
  return postAs(client, user, CARD.confirm, { paymentIntentId }, lang)
}

/** The PayPal checkout's first step, which must succeed: where the payer goes to approve. */
export async function payPalApprovalUrl(client: ApiClient, user: User, packageId: number) {
  const response = await postAs(client, user, PAYPAL.create, { packageId })
  response.assertStatus(200)
  return new URL(response.body().data.approvalUrl)
}

/** The PayPal checkout's first step, which must succeed: the order id from the approval URL. */
export async function startPayPalOrder(client: ApiClient, user: User, packageId: number) {
  const approvalUrl = await payPalApprovalUrl(client, user, packageId)
  return approvalUrl.searchParams.get('token')!
}

export function capturePayPal(
  client: ApiClient,
  user: User,
  body: { orderId?: string; packageId: number; userId?: number },
  lang?: 'es' | 'en'
) {
  return postAs(client, user, PAYPAL.capture, body, lang)
}
