import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { lockBalance as lockBalanceRow } from '#ledger/services/ledger_store'

// For a caller whose movement takes several statements (a payment reversal): it locks the
// user's balance before reading it, as every movement does, so no other movement interleaves.
export function lockBalance(
  userId: number,
  options: { client: TransactionClientContract }
): Promise<number> {
  return lockBalanceRow(options.client, userId)
}
