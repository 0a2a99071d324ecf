import db from '@adonisjs/lucid/services/db'
import { clock } from '#core/clock'

// Movements are locked out while it runs, so the result matches the ledger exactly.
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
      SELECT (SELECT count(*) FROM sums) AS accounts,
             coalesce(array_agg(user_id ORDER BY user_id), '{}') AS corrected
      FROM upserted
    `,
      [clock.now()]
    )
    const held = await trx.rawQuery(
      `WITH open AS (
         SELECT h.user_id, -sum(h.amount)::int AS points FROM ledger_entries h
         WHERE h.kind = 'hold'
           AND NOT EXISTS (SELECT 1 FROM ledger_hold_settlements s WHERE s.hold_entry_id = h.id)
         GROUP BY h.user_id)
       UPDATE wallet_balances b SET held = coalesce(o.points, 0), updated_at = ?::timestamptz
       FROM wallet_balances w LEFT JOIN open o ON o.user_id = w.user_id
       WHERE w.user_id = b.user_id AND b.held <> coalesce(o.points, 0)
       RETURNING b.user_id`,
      [clock.now()]
    )
    await trx.rawQuery('SELECT ledger_rebuild_lots()')
    const row = changed.rows[0]
    // pg parses an int8[] on its own (strings): only int8 itself has our parser.
    const corrected = new Set<number>(row.corrected)
    for (const { user_id: userId } of held.rows) corrected.add(userId)
    return { accounts: row.accounts, corrected: [...corrected].sort((a, b) => a - b) }
  })
}
