import db from '@adonisjs/lucid/services/db'
import type { LedgerDrift } from '#wallet/types/ledger'

export type LedgerCheck = {
  accounts: number
  entries: number
  drift: LedgerDrift[]
}

/**
 * Operators' view of the ledger: recompute every balance from the entries
 * and compare with the projection (ledger:verify, and daily through the
 * queue), or rebuild the projection from the entries (ledger:rebuild).
 */
export class LedgerAuditService {
  async verify(): Promise<LedgerCheck> {
    const result = await db.rawQuery(`
      WITH chained AS (
        SELECT user_id, amount, balance_after,
               lag(balance_after, 1, 0) OVER (PARTITION BY user_id ORDER BY id) AS previous
        FROM ledger_entries
      ), ledger AS (
        SELECT user_id,
               sum(amount)::bigint AS ledger_balance,
               count(*) FILTER (WHERE previous + amount <> balance_after)::int AS broken,
               count(*)::int AS entries
        FROM chained GROUP BY user_id
      )
      SELECT coalesce(l.user_id, b.user_id) AS user_id,
             coalesce(l.ledger_balance, 0) AS ledger_balance,
             b.balance AS projected_balance,
             coalesce(l.broken, 0) AS broken,
             coalesce(l.entries, 0) AS entries
      FROM ledger l FULL OUTER JOIN wallet_balances b ON b.user_id = l.user_id
      ORDER BY 1
    `)
    const drift: LedgerDrift[] = []
    let entries = 0
    for (const row of result.rows) {
      entries += row.entries
      const ledgerBalance = Number(row.ledger_balance)
      const projected = row.projected_balance === null ? null : Number(row.projected_balance)
      const missingProjection = projected === null && row.entries > 0
      if (missingProjection || (projected ?? 0) !== ledgerBalance || row.broken > 0) {
        drift.push({
          userId: Number(row.user_id),
          ledgerBalance,
          projectedBalance: projected,
          brokenChainEntries: row.broken,
        })
      }
    }
    return { accounts: result.rows.length, entries, drift }
  }

  /**
   * Rewrites the projection from the entries. Locks out movements while it
   * runs (they lock wallet_balances rows first, then insert entries), so the
   * result matches the ledger exactly. Returns the users whose balance changed.
   */
  async rebuild(): Promise<{ accounts: number; corrected: number[] }> {
    return db.transaction(async (trx) => {
      await trx.rawQuery('LOCK TABLE wallet_balances IN EXCLUSIVE MODE')
      await trx.rawQuery('LOCK TABLE ledger_entries IN SHARE MODE')
      const changed = await trx.rawQuery(`
        WITH sums AS (
          SELECT u.user_id, coalesce(sum(e.amount), 0)::int AS balance
          FROM (SELECT user_id FROM ledger_entries UNION SELECT user_id FROM wallet_balances) u
          LEFT JOIN ledger_entries e ON e.user_id = u.user_id
          GROUP BY u.user_id
        ), before AS (
          SELECT user_id, balance FROM wallet_balances
        ), upserted AS (
          INSERT INTO wallet_balances (user_id, balance, updated_at)
          SELECT user_id, balance, now() FROM sums
          ON CONFLICT (user_id) DO UPDATE SET balance = excluded.balance, updated_at = now()
          WHERE wallet_balances.balance IS DISTINCT FROM excluded.balance
          RETURNING user_id
        )
        SELECT (SELECT count(*)::int FROM sums) AS accounts,
               coalesce(array_agg(user_id ORDER BY user_id), '{}') AS corrected
        FROM upserted
      `)
      const row = changed.rows[0]
      return { accounts: row.accounts, corrected: row.corrected.map(Number) }
    })
  }
}

export default new LedgerAuditService()
