import type Purchase from '#payments/models/purchase'
import { balanceOf } from '#ledger/queries/balance_of'
import ReceiptTransformer from '#payments/transformers/receipt_transformer'
import type { Receipt } from '#payments/types/purchase'

export async function receiptOf(
  purchase: Purchase,
  alreadyCredited: boolean,
  newBalance?: number
): Promise<Receipt> {
  const balance = newBalance ?? (await balanceOf(purchase.userId))
  return new ReceiptTransformer({ purchase, newBalance: balance, alreadyCredited }).toObject()
}
