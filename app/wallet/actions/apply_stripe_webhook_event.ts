import type Stripe from 'stripe'
import { intentFromStripe } from '#wallet/services/stripe_card_gateway'
import { creditCardIntent } from '#wallet/actions/credit_card_intent'
import { freezeDisputedPoints } from '#wallet/actions/freeze_disputed_points'
import { reversePurchase } from '#wallet/actions/reverse_purchase'
import { settleDispute } from '#wallet/actions/settle_dispute'
import { purchaseByPayment } from '#wallet/queries/purchase_by_payment'

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
    /* Not acted on: another event type, or a payment that is none of ours. */
    | 'ignored'
    | 'unknown_payment'
}

const HANDLED = [
  'payment_intent.succeeded',
  'charge.refunded',
  'charge.dispute.created',
  'charge.dispute.closed',
]

/** The event types applyStripeWebhookEvent acts on; others are answered as ignored. */
export function handlesStripeEvent(type: string) {
  return HANDLED.includes(type)
}

/** The PaymentIntent a charge or dispute names (an id, or the object when expanded). */
function intentIdOf(value: string | { id: string } | null | undefined) {
  return typeof value === 'string' ? value : (value?.id ?? null)
}

/** Our purchase of a Stripe payment, or null (another app's payment on the same account). */
async function purchaseOf(intent: string | { id: string } | null | undefined) {
  const externalId = intentIdOf(intent)
  return externalId ? purchaseByPayment('stripe', { externalId }) : null
}

/**
 * A Stripe event whose signature was checked (stripe_webhook_controller.ts):
 * - `payment_intent.succeeded` credits through the browser confirm's
 *   exactly-once path;
 * - `charge.refunded` reverses by the charge's amount_refunded, Stripe's
 *   CUMULATIVE refunded amount, so duplicated, replayed and out-of-order
 *   deliveries move nothing (reverse_purchase.ts);
 * - `charge.dispute.created` freezes the purchase's points;
 *   `charge.dispute.closed` releases them (won, warning_closed) or
 *   releases and reverses the purchase in full (lost).
 * Failures throw: the controller answers 5xx for ours so Stripe retries.
 */
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
