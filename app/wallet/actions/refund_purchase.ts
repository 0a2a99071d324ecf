import logger from '@adonisjs/core/services/logger'
import Purchase from '#wallet/models/purchase'
import gateways from '#wallet/services/gateway_registry'
import {
  GatewayRefusedError,
  GatewayUnavailableError,
  type RefundResult,
} from '#wallet/services/gateways'
import { reversePurchase } from '#wallet/actions/reverse_purchase'
import { RefundError, type RefundInput, type RefundOutcome } from '#wallet/types/refund'

/** What can still be refunded of a credited purchase, or the reason it cannot be. */
function refundableCents(purchase: Purchase, expectedRefundedCents?: number) {
  if (purchase.status !== 'credited') throw new RefundError('not_credited')
  // An open dispute: the bank holds the money; a lost one already gave it back.
  if (purchase.disputeStatus === 'open' || purchase.disputeStatus === 'lost') {
    throw new RefundError('dispute_open')
  }
  if (expectedRefundedCents !== undefined && expectedRefundedCents !== purchase.refundedCents) {
    throw new RefundError('changed_meanwhile', {
      refunded: purchase.refundedCents / 100,
      formatParams: { refunded: { currency: purchase.currency.toUpperCase() } },
    })
  }
  const remaining = purchase.amountCents - purchase.refundedCents
  if (remaining <= 0) throw new RefundError('fully_refunded')
  return remaining
}

/** The money goes back at the purchase's own provider, keyed so a repeat is the same refund. */
async function refundAtProvider(
  purchase: Purchase,
  amountCents: number,
  idempotencyKey: string
): Promise<RefundResult> {
  const gateway = purchase.method === 'paypal' ? gateways.paypal() : gateways.card()
  // A sandbox purchase on a live site (or the reverse) is not this gateway's to refund.
  if (gateway.provider !== purchase.provider) throw new RefundError('provider_mismatch')
  try {
    if (purchase.method === 'paypal') {
      if (!purchase.captureId) throw new RefundError('not_credited')
      return await gateways.paypal().refundCapture({
        captureId: purchase.captureId,
        amountCents,
        currency: purchase.currency,
        requestId: idempotencyKey,
      })
    }
    return await gateways.card().refund({
      intentId: purchase.externalId,
      amountCents,
      idempotencyKey,
    })
  } catch (error) {
    if (error instanceof RefundError) throw error
    if (error instanceof GatewayRefusedError) {
      // A 422 is not logged by the error handler: the provider's reason stays here.
      logger.warn({ purchaseId: purchase.id, err: error }, 'refund: the provider refused it')
      throw new RefundError('provider_refused', {}, { cause: error })
    }
    if (error instanceof GatewayUnavailableError) {
      throw new RefundError('provider_unavailable', {}, { cause: error })
    }
    throw error
  }
}

/**
 * Staff give money back (the staff page, `payments:refund`): checked
 * here (a credited purchase, 1 cent up to what is left to refund),
 * refunded at the provider, then its points reversed by reversePurchase
 * with the provider's cumulative refunded amount: the same path the
 * provider's refund webhook takes, so whichever of the two comes second is
 * a replay and the points move once.
 *
 * The provider call is keyed by the purchase, what was refunded before and
 * the amount: two submits of one form (a double click, a retry after a
 * timeout) are one refund at the provider and one reversal here. A
 * provider's refusal moves nothing (translated RefundError). When the
 * provider refunded but the reversal failed (the database went away), the
 * same request again finds the same refund at the provider and reverses it.
 */
export async function refundPurchase(input: RefundInput): Promise<RefundOutcome> {
  const purchase = await Purchase.find(input.purchaseId)
  if (!purchase) throw new RefundError('purchase_not_found')
  const remaining = refundableCents(purchase, input.expectedRefundedCents)
  const amountCents = input.amountCents ?? remaining
  if (!Number.isSafeInteger(amountCents) || amountCents < 1 || amountCents > remaining) {
    // Amounts as the reader's language writes money (i18next's currency format): 9,99 € / €9.99.
    const currency = { currency: purchase.currency.toUpperCase() }
    throw new RefundError('amount_out_of_range', {
      min: 0.01,
      max: remaining / 100,
      formatParams: { min: currency, max: currency },
    })
  }

  const before = purchase.refundedCents
  const key = `refund:${purchase.id}:${before}:${amountCents}`
  const refund = await refundAtProvider(purchase, amountCents, key)
  const reversal = await reversePurchase({
    purchaseId: purchase.id,
    refundedCents: refund.refundedCents,
    cause: 'refund',
    providerRef: refund.refundId,
  })
  logger.info(
    {
      purchaseId: purchase.id,
      staffUserId: input.staffUserId,
      refundId: refund.refundId,
      amountCents,
      totalRefundedCents: refund.refundedCents,
      reversedPoints: reversal.reversedPoints,
      clawedBackPoints: reversal.clawedBackPoints,
    },
    'refund: money given back and points reversed'
  )
  return {
    purchaseId: purchase.id,
    userId: purchase.userId,
    provider: purchase.provider,
    refundId: refund.refundId,
    refundedCents: amountCents,
    totalRefundedCents: refund.refundedCents,
    amountCents: purchase.amountCents,
    currency: purchase.currency,
    reversedPoints: reversal.reversedPoints,
    clawedBackPoints: reversal.clawedBackPoints,
    totalReversedPoints: reversal.totalReversedPoints,
    balanceAfter: reversal.balanceAfter,
    replayed: reversal.replayed,
  }
}
