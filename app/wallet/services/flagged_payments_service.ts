import type { InferData } from '@adonisjs/core/types/transformers'
import Purchase from '#wallet/models/purchase'
import FlaggedPaymentTransformer from '#wallet/transformers/flagged_payment_transformer'

export type FlaggedPayment = InferData<FlaggedPaymentTransformer>

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
    return rows.map((row) => new FlaggedPaymentTransformer(row).toObject())
  }
}

export default new FlaggedPaymentsService()
