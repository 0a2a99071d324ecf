import Purchase from '#payments/models/purchase'
import StaffPurchaseTransformer from '#payments/transformers/staff_purchase_transformer'
import type { StaffPurchase } from '#payments/types/refund'
import { readsClient } from '#core/db/replica_reads'

export async function purchasesForStaff(userId: number, limit = 50): Promise<StaffPurchase[]> {
  const rows = await Purchase.query({ client: readsClient() })
    .where('userId', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
  return rows.map((row) => new StaffPurchaseTransformer(row).toObject())
}
