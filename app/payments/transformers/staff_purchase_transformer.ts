import { BaseTransformer } from '@adonisjs/core/transformers'
import type Purchase from '#payments/models/purchase'

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
