import gateways from '#payments/services/gateway_registry'
import type { CardIntent } from '#payments/services/gateways'
import { creditCardIntent } from '#payments/actions/credit_card_intent'
import { PaymentError } from '#payments/exceptions/payment_error'

// The browser says the card payment went through: believe the provider, not the browser.
export async function confirmCardPayment(userId: number, paymentIntentId: string) {
  const gateway = gateways.card()
  let intent: CardIntent | null
  try {
    intent = await gateway.retrieveIntent(paymentIntentId)
  } catch (error) {
    throw new PaymentError('server_confirm_failed', 502, { cause: error })
  }
  if (!intent || intent.metadata.userId !== String(userId))
    throw new PaymentError('intent_not_found', 404)
  if (intent.status !== 'succeeded') {
    throw new PaymentError(
      intent.lastErrorCode === 'card_declined' ? 'card_declined' : 'payment_not_completed',
      402
    )
  }
  return creditCardIntent(gateway.provider, intent)
}
