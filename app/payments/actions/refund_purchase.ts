import logger from '@adonisjs/core/services/logger'
import Purchase from '#payments/models/purchase'
import gateways from '#payments/services/gateway_registry'
import {
  GatewayRefusedError,
  GatewayUnavailableError,
  type RefundResult,
} from '#payments/services/gateways'
import { reversePurchase } from '#payments/actions/reverse_purchase'
import { type RefundInput, type RefundOutcome } from '#payments/types/refund'
import { RefundError } from '#payments/exceptions/refund_error'

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

// Points reversed by the provider's cumulative amount, the path its refund webhook takes,
// so whichever comes second is a replay. The provider call is keyed by the purchase, what
// was refunded before and the amount: a double submit is one refund.
export async function refundPurchase(input: RefundInput): Promise<RefundOutcome> {
  const purchase = await Purchase.find(input.purchaseId)
  if (!purchase) throw new RefundError('purchase_not_found')
  const remaining = refundableCents(purchase, input.expectedRefundedCents)
  const amountCents = input.amountCents ?? remaining
  if (!Number.isSafeInteger(amountCents) || amountCents < 1 || amountCents > remaining) {
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
