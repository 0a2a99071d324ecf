import Purchase from '#payments/models/purchase'
import FlaggedPaymentTransformer from '#payments/transformers/flagged_payment_transformer'
import type { FlaggedPayment } from '#payments/types/flagged_payment'
import { readsClient } from '#core/db/replica_reads'

export async function latestFlaggedPayments(limit = 50): Promise<FlaggedPayment[]> {
  const rows = await Purchase.query({ client: readsClient() })
    .whereNotNull('flaggedAt')
    .orderBy('flaggedAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
  return rows.map((row) => new FlaggedPaymentTransformer(row).toObject())
}
