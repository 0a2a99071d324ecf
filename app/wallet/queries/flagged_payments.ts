import Purchase from '#wallet/models/purchase'
import FlaggedPaymentTransformer from '#wallet/transformers/flagged_payment_transformer'
import type { FlaggedPayment } from '#wallet/types/flagged_payment'
import { readsClient } from '#core/db/replica_reads'

export async function latestFlaggedPayments(limit = 50): Promise<FlaggedPayment[]> {
  const rows = await Purchase.query({ client: readsClient() })
    .whereNotNull('flaggedAt')
    .orderBy('flaggedAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
  return rows.map((row) => new FlaggedPaymentTransformer(row).toObject())
}
