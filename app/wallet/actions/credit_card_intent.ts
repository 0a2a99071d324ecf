import type { PurchaseProvider } from '#wallet/models/purchase'
import type { CardIntent } from '#wallet/services/gateways'
import { creditPurchase } from '#wallet/actions/credit_purchase'
import { providerIdOf } from '#wallet/rules/payment_match'
import { PaymentError } from '#wallet/exceptions/payment_error'

export async function creditCardIntent(provider: PurchaseProvider, intent: CardIntent) {
  // Unreadable metadata on a known checkout is a mismatch for staff, not a credit.
  const userId = providerIdOf(intent.metadata.userId)
  const packageId = providerIdOf(intent.metadata.packageId)
  if (intent.status !== 'succeeded') throw new PaymentError('payment_not_completed', 402)
  return creditPurchase({
    provider,
    method: 'card',
    externalId: intent.id,
    userId,
    packageId,
    amountCents: intent.amountCents,
    currency: intent.currency,
    captureId: null,
  })
}
