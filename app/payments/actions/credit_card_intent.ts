import type { PurchaseProvider } from '#payments/models/purchase'
import type { CardIntent } from '#payments/services/gateways'
import { creditPurchase } from '#payments/actions/credit_purchase'
import { providerIdOf } from '#payments/rules/payment_match'
import { PaymentError } from '#payments/exceptions/payment_error'

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
