import logger from '@adonisjs/core/services/logger'
import gateways from '#payments/services/gateway_registry'
import { toCents } from '#payments/services/gateways'
import { captureIdOfRefund } from '#payments/services/paypal_refunds'
import { purchaseByPayment } from '#payments/queries/purchase_by_payment'
import {
  reversePurchase,
  type PurchaseReversalResult,
  type ReversalCause,
} from '#payments/actions/reverse_purchase'
import type { PayPalWebhookEvent } from '#payments/validators/paypal_webhook'

export type PayPalEventOutcome =
  | { outcome: 'reversed' | 'already_reversed'; reversal: PurchaseReversalResult }
  | { outcome: 'ignored' | 'unknown_payment' }
  | { outcome: 'refused'; reason: string }

const CAUSES: Record<string, ReversalCause> = {
  'PAYMENT.CAPTURE.REFUNDED': 'refund',
  'PAYMENT.CAPTURE.REVERSED': 'reversal',
}

export function handlesPayPalEvent(eventType: unknown) {
  return typeof eventType === 'string' && Object.hasOwn(CAUSES, eventType)
}

// PayPal's cumulative refunded amount drives it, so a duplicate, a replay or an
// older refund arriving after a newer one moves nothing.
export async function applyPayPalWebhookEvent(
  event: PayPalWebhookEvent
): Promise<PayPalEventOutcome> {
  if (!handlesPayPalEvent(event.event_type)) return { outcome: 'ignored' }
  const cause = CAUSES[event.event_type]
  const { resource } = event
  // The resource is the refund; its link `up` names the capture (a capture resource names itself).
  const captureId =
    captureIdOfRefund(resource) ?? (event.resource_type === 'capture' ? resource.id : null)
  if (!captureId) return refused(event, 'no capture named')

  const purchase = await purchaseOfCapture(captureId)
  if (!purchase) return { outcome: 'unknown_payment' }

  let refundedCents: number
  if (cause === 'reversal') {
    refundedCents = purchase.amountCents
  } else {
    // A pending refund has given nothing back yet; its completion is another event.
    if (resource.status !== undefined && resource.status !== 'COMPLETED') {
      return { outcome: 'ignored' }
    }
    const total = resource.seller_payable_breakdown?.total_refunded_amount
    if (total && total.currency_code.toLowerCase() !== purchase.currency.toLowerCase()) {
      return refused(event, `refund in ${total.currency_code}, payment in ${purchase.currency}`)
    }
    // Not "recorded + this refund": that would count a replayed delivery twice.
    refundedCents = total ? toCents(total.value) : await gateways.paypal().refundedCents(captureId)
  }

  const reversal = await reversePurchase({
    purchaseId: purchase.id,
    refundedCents,
    cause,
    providerRef: resource.id ?? event.id,
  })
  return { outcome: reversal.replayed ? 'already_reversed' : 'reversed', reversal }
}

// A purchase still pending (captured, not yet credited) is found by the capture's order;
// reversing it fails with payment_not_completed, so PayPal sends the event again.
async function purchaseOfCapture(captureId: string) {
  const credited = await purchaseByPayment('paypal', { captureId })
  if (credited) return credited
  const orderId = await gateways.paypal().orderIdOfCapture(captureId)
  return orderId ? purchaseByPayment('paypal', { externalId: orderId }) : null
}

function refused(event: PayPalWebhookEvent, reason: string): PayPalEventOutcome {
  logger.error(
    { eventId: event.id, eventType: event.event_type, reason },
    'paypal webhook: event cannot be applied'
  )
  return { outcome: 'refused', reason }
}
