import { randomUUID } from 'node:crypto'
import paymentsConfig from '#config/payments'
import gateways from '#payments/services/gateway_registry'
import type { CardIntent } from '#payments/services/gateways'
import { recordPendingPurchase } from '#payments/actions/record_pending_purchase'
import { packageForSale } from '#payments/queries/packages'
import CardCheckoutTransformer from '#payments/transformers/card_checkout_transformer'
import { PaymentError } from '#payments/exceptions/payment_error'

// The amount comes from the package in the database, never from the browser.
export async function startCardCheckout(userId: number, packageId: number) {
  const pkg = await packageForSale(packageId)
  const gateway = gateways.card()
  let intent: CardIntent
  try {
    intent = await gateway.createIntent({
      amountCents: pkg.priceCents,
      currency: paymentsConfig.currency,
      userId,
      packageId: pkg.id,
      description: `Velvet · ${pkg.name}`,
      idempotencyKey: `checkout:${userId}:${pkg.id}:${randomUUID()}`,
    })
  } catch (error) {
    throw new PaymentError('create_intent_failed', 502, { cause: error })
  }
  const { clientSecret } = intent
  if (!clientSecret) throw new PaymentError('missing_client_secret', 502)
  await recordPendingPurchase(gateway.provider, 'card', intent.id, userId, pkg)
  return new CardCheckoutTransformer({
    intent: { ...intent, clientSecret },
    provider: gateway.provider,
  }).toObject()
}
