import { BaseTransformer } from '@adonisjs/core/transformers'
import type Purchase from '#wallet/models/purchase'

/**
 * A payment paid at the provider but not credited because it does not
 * match its checkout (a purchase with `flaggedAt`): what staff settle by hand.
 */
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
      /** What the checkout asked for: the package price when it started. */
      expected: { amountCents: row.amountCents, currency: row.currency, packageId: row.packageId },
      /** What the provider said was paid, for whom and for which package. */
      reported: row.flagDetails!,
      reason: row.flagReason!,
      createdAt: row.createdAt.toISO()!,
      flaggedAt: row.flaggedAt!.toISO()!,
    }
  }
}
