import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type { MovementOptions } from '#wallet/types/ledger'

/** The user's balance (the projection), in the caller's transaction when given; 0 before any movement. */
export async function balanceOf(userId: number, options?: MovementOptions): Promise<number> {
  const client: QueryClientContract = options?.client ?? db.connection()
  const result = await client.rawQuery('SELECT balance FROM wallet_balances WHERE user_id = ?', [
    userId,
  ])
  return result.rows[0]?.balance ?? 0
}
