import Purchase from '#wallet/models/purchase'
import type { FlaggedPayment } from '#wallet/types/flagged_payment'

/**
 * Payments flagged for staff, newest first: paid at the provider, never
 * credited, waiting for a person to refund or settle them.
 */
export class FlaggedPaymentsService {
  async latest(limit = 50): Promise<FlaggedPayment[]> {
    const rows = await Purchase.query()
      .whereNotNull('flaggedAt')
      .orderBy('flaggedAt', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
    return rows.map((row) => ({
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
    }))
  }
}

export default new FlaggedPaymentsService()
