import Purchase from '#wallet/models/purchase'
import StaffPurchaseTransformer from '#wallet/transformers/staff_purchase_transformer'
import type { StaffPurchase } from '#wallet/types/refund'
import { readsClient } from '#core/db/replica_reads'

export async function purchasesForStaff(userId: number, limit = 50): Promise<StaffPurchase[]> {
  const rows = await Purchase.query({ client: readsClient() })
    .where('userId', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
  return rows.map((row) => new StaffPurchaseTransformer(row).toObject())
}
