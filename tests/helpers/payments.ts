import type { Group } from '@japa/runner/core'
import db from '@adonisjs/lucid/services/db'
import Package from '#wallet/models/package'
import { DEFAULT_PACKAGES } from '#database/seeders/packages_seeder'
import gateways from '#wallet/services/gateway_registry'
import { PayPalSdkGateway, createPayPalClient } from '#wallet/services/paypal_sdk_gateway'
import { PayPalWebhookVerifier } from '#wallet/services/paypal_webhook_verifier'
import { StripeCardGateway, createStripeClient } from '#wallet/services/stripe_card_gateway'
import { PayPalFake } from '#tests/fakes/paypal_fake'
import { StripeFake } from '#tests/fakes/stripe_fake'

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
