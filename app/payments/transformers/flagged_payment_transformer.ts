import { BaseTransformer } from '@adonisjs/core/transformers'
import type Purchase from '#payments/models/purchase'

export default class FlaggedPaymentTransformer extends BaseTransformer<Purchase> {
  toObject() {
    const row = this.resource
    return {
      purchaseId: row.id,
      provider: row.provider,
      method: row.method,
      externalId: row.externalId,
      userId: row.userId,
      packageName: row.packageName,
      expected: { amountCents: row.amountCents, currency: row.currency, packageId: row.packageId },
      reported: row.flagDetails!,
      reason: row.flagReason!,
      createdAt: row.createdAt.toISO()!,
      flaggedAt: row.flaggedAt!.toISO()!,
    }
  }
}
