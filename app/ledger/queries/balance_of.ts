import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type { MovementOptions } from '#ledger/types/ledger'
import { clock } from '#core/clock'

// Less the lots past their date that no debit or hourly run has expired yet.
export async function balanceOf(userId: number, options?: MovementOptions): Promise<number> {
  const client: QueryClientContract = options?.client ?? db.connection()
  const result = await client.rawQuery(
    `SELECT ${spendableBalanceSql('args.user_id', 'args.now')} AS balance
     FROM (VALUES (?::bigint, ?::timestamptz)) AS args(user_id, now)`,
    [userId, clock.now()]
  )
  return result.rows[0]?.balance ?? 0
}

export function spendableBalanceSql(user: string, now: string) {
  return `coalesce((
    SELECT b.balance - coalesce((
      SELECT sum(l.remaining) FROM ledger_lots l
      WHERE l.user_id = b.user_id AND l.expires_at <= ${now} AND l.remaining > 0), 0)
    FROM wallet_balances b WHERE b.user_id = ${user}), 0)`
}
