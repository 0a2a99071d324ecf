import db from '@adonisjs/lucid/services/db'
import { clock } from '#core/clock'

/**
 * Rewrites the projection from the entries, and the lots and takes by
 * replaying every entry in order (FIFO, ledger_rebuild_lots). Locks out
 * movements while it runs (they lock wallet_balances rows first, then
 * insert entries), so the result matches the ledger exactly. Returns the
 * users whose balance changed.
 */
export async function rebuildLedger(): Promise<{ accounts: number; corrected: number[] }> {
  return db.transaction(async (trx) => {
    await trx.rawQuery('LOCK TABLE wallet_balances IN EXCLUSIVE MODE')
    await trx.rawQuery('LOCK TABLE ledger_entries IN SHARE MODE')
    const changed = await trx.rawQuery(
      `
      WITH sums AS (
        SELECT u.user_id, coalesce(sum(e.amount), 0)::int AS balance
        FROM (SELECT user_id FROM ledger_entries UNION SELECT user_id FROM wallet_balances) u
        LEFT JOIN ledger_entries e ON e.user_id = u.user_id
        GROUP BY u.user_id
      ), before AS (
        SELECT user_id, balance FROM wallet_balances
      ), upserted AS (
        INSERT INTO wallet_balances (user_id, balance, updated_at)
        SELECT user_id, balance, ?::timestamptz FROM sums
        ON CONFLICT (user_id) DO UPDATE SET balance = excluded.balance, updated_at = excluded.updated_at
        WHERE wallet_balances.balance IS DISTINCT FROM excluded.balance
        RETURNING user_id
      )
      SELECT (SELECT count(*)::int FROM sums) AS accounts,
             coalesce(array_agg(user_id ORDER BY user_id), '{}') AS corrected
      FROM upserted
    `,
      [clock.now()]
    )
    await trx.rawQuery('SELECT ledger_rebuild_lots()')
    const row = changed.rows[0]
    return { accounts: row.accounts, corrected: row.corrected.map(Number) }
  })
}
