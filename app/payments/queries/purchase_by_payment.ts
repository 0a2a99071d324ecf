import Purchase, { type PurchaseProvider } from '#payments/models/purchase'

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
