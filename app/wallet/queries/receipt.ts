import type Purchase from '#wallet/models/purchase'
import { balanceOf } from '#ledger/queries/balance_of'
import ReceiptTransformer from '#wallet/transformers/receipt_transformer'
import type { Receipt } from '#wallet/types/purchase'

export async function receiptOf(
  purchase: Purchase,
  alreadyCredited: boolean,
  newBalance?: number
): Promise<Receipt> {
  const balance = newBalance ?? (await balanceOf(purchase.userId))
  return new ReceiptTransformer({ purchase, newBalance: balance, alreadyCredited }).toObject()
}
