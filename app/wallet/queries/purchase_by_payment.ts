import Purchase, { type PurchaseProvider } from '#wallet/models/purchase'

/**
 * The purchase a provider's payment belongs to, for its refund and dispute
 * webhooks: by the checkout's id (a Stripe PaymentIntent, a PayPal order:
 * purchases.external_id) or by PayPal's capture id. Null when neither names
 * one of ours (another app's payment on the same account).
 */
export async function purchaseByPayment(
  provider: PurchaseProvider,
  ids: { externalId?: string; captureId?: string }
): Promise<Purchase | null> {
  if (ids.externalId) {
    const found = await Purchase.query()
      .where('provider', provider)
      .where('externalId', ids.externalId)
      .first()
    if (found) return found
  }
  if (ids.captureId) {
    return Purchase.query().where('provider', provider).where('captureId', ids.captureId).first()
  }
  return null
}
