import { BaseTransformer } from '@adonisjs/core/transformers'
import type Purchase from '#wallet/models/purchase'

/**
 * One purchase of the account staff are looking at (/staff/ledger), with
 * what was refunded and what can still be (refund_purchase's rules: a
 * credited purchase not disputed at the bank).
 */
export default class StaffPurchaseTransformer extends BaseTransformer<Purchase> {
  toObject() {
    const row = this.resource
    const refundableCents =
      row.status === 'credited' && row.disputeStatus !== 'open' && row.disputeStatus !== 'lost'
        ? Math.max(0, row.amountCents - row.refundedCents)
        : 0
    return {
      purchaseId: row.id,
      provider: row.provider,
      method: row.method,
      /** The provider's payment: the PaymentIntent, or the PayPal capture when there is one. */
      transactionId: row.method === 'paypal' ? (row.captureId ?? row.externalId) : row.externalId,
      packageName: row.packageName,
      amountCents: row.amountCents,
      currency: row.currency,
      points: row.points,
      status: row.status,
      createdAt: row.createdAt.toISO()!,
      refundedCents: row.refundedCents,
      refundedPoints: row.refundedPoints,
      refundableCents,
      disputeStatus: row.disputeStatus,
    }
  }
}
