import type Stripe from 'stripe'
import { intentFromStripe } from '#payments/services/stripe_intents'
import { creditCardIntent } from '#payments/actions/credit_card_intent'
import { freezeDisputedPoints } from '#payments/actions/freeze_disputed_points'
import { reversePurchase } from '#payments/actions/reverse_purchase'
import { settleDispute } from '#payments/actions/settle_dispute'
import { purchaseByPayment } from '#payments/queries/purchase_by_payment'

export type StripeEventOutcome = {
  outcome:
    | 'credited'
    | 'already_credited'
    | 'reversed'
    | 'already_reversed'
    | 'frozen'
    | 'already_frozen'
    | 'settled'
    | 'already_settled'
    | 'ignored'
    | 'unknown_payment'
}

const HANDLED = [
  'payment_intent.succeeded',
  'charge.refunded',
  'charge.dispute.created',
  'charge.dispute.closed',
]

export function handlesStripeEvent(type: string) {
  return HANDLED.includes(type)
}

function intentIdOf(value: string | { id: string } | null | undefined) {
  return typeof value === 'string' ? value : (value?.id ?? null)
}

async function purchaseOf(intent: string | { id: string } | null | undefined) {
  const externalId = intentIdOf(intent)
  return externalId ? purchaseByPayment('stripe', { externalId }) : null
}

// Refunds follow Stripe's cumulative amount_refunded, so duplicated, replayed and
// out-of-order deliveries move nothing. Failures throw: the controller answers 5xx so Stripe retries.
export async function applyStripeWebhookEvent(event: Stripe.Event): Promise<StripeEventOutcome> {
  switch (event.type) {
    case 'payment_intent.succeeded': {
      const receipt = await creditCardIntent('stripe', intentFromStripe(event.data.object))
      return { outcome: receipt.alreadyCredited ? 'already_credited' : 'credited' }
    }
    case 'charge.refunded': {
      const charge = event.data.object
      const purchase = await purchaseOf(charge.payment_intent)
      if (!purchase) return { outcome: 'unknown_payment' }
      const reversal = await reversePurchase({
        purchaseId: purchase.id,
        refundedCents: charge.amount_refunded,
        cause: 'refund',
        providerRef: event.id,
      })
      return { outcome: reversal.replayed ? 'already_reversed' : 'reversed' }
    }
    case 'charge.dispute.created': {
      const dispute = event.data.object
      const purchase = await purchaseOf(dispute.payment_intent)
      if (!purchase) return { outcome: 'unknown_payment' }
      const frozen = await freezeDisputedPoints({ purchaseId: purchase.id, disputeId: dispute.id })
      return { outcome: frozen.replayed ? 'already_frozen' : 'frozen' }
    }
    case 'charge.dispute.closed': {
      const dispute = event.data.object
      const purchase = await purchaseOf(dispute.payment_intent)
      if (!purchase) return { outcome: 'unknown_payment' }
      // won and warning_closed (an inquiry that never became a chargeback) keep the money.
      const settled = await settleDispute({
        purchaseId: purchase.id,
        disputeId: dispute.id,
        outcome: dispute.status === 'lost' ? 'lost' : 'won',
      })
      return { outcome: settled.replayed ? 'already_settled' : 'settled' }
    }
    default:
      return { outcome: 'ignored' }
  }
}
