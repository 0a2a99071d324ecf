import type Stripe from 'stripe'
import type { CardIntent, CardIntentStatus } from '#payments/services/gateways'

// Apart from the gateway, so webhook handling reads intents without loading Stripe's SDK.
export function intentFromStripe(intent: Stripe.PaymentIntent): CardIntent {
  return {
    id: intent.id,
    status: intent.status as CardIntentStatus,
    amountCents: intent.amount,
    currency: intent.currency,
    metadata: (intent.metadata ?? {}) as Record<string, string>,
    clientSecret: intent.client_secret ?? null,
    lastErrorCode: intent.last_payment_error?.code ?? null,
    lastErrorMessage: intent.last_payment_error?.message ?? null,
    createdAt: new Date(intent.created * 1000),
  }
}
