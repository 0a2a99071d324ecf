import db from '@adonisjs/lucid/services/db'
import type { LedgerCheck, LedgerDrift } from '#ledger/types/ledger'
import { checkHolds, trialBalance } from '#ledger/queries/trial_balance'

export async function verifyLedger(): Promise<LedgerCheck> {
  const result = await db.rawQuery(`
    WITH chained AS (
      SELECT user_id, amount, balance_after,
             lag(balance_after, 1, 0) OVER (PARTITION BY user_id ORDER BY id) AS previous
      FROM ledger_entries
    ), ledger AS (
      SELECT user_id,
             sum(amount)::bigint AS ledger_balance,
             count(*) FILTER (WHERE previous + amount <> balance_after) AS broken,
             count(*) AS entries
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
    const ledgerBalance: number = row.ledger_balance
    const projected: number | null = row.projected_balance
    const missingProjection = projected === null && row.entries > 0
    if (missingProjection || (projected ?? 0) !== ledgerBalance || row.broken > 0) {
      drift.push({
        userId: row.user_id,
        ledgerBalance,
        projectedBalance: projected,
        brokenChainEntries: row.broken,
      })
    }
  }
  return {
    accounts: result.rows.length,
    entries,
    drift,
    lotProblems: await checkLots(),
    trialBalance: await trialBalance(),
    holds: await checkHolds(),
  }
}

// A balance below 0 is a debt: no lot holds it, so lots sum to the part above 0.
async function checkLots(): Promise<string[]> {
  const result = await db.rawQuery(`
    SELECT 'user ' || b.user_id || ': lots hold ' || coalesce(l.total, 0) || ', balance ' || b.balance AS problem
    FROM wallet_balances b
    LEFT JOIN (SELECT user_id, sum(remaining)::bigint AS total FROM ledger_lots GROUP BY user_id) l
      ON l.user_id = b.user_id
    WHERE coalesce(l.total, 0) <> greatest(b.balance, 0)
    UNION ALL
    SELECT 'lot ' || l.entry_id || ': remaining ' || l.remaining || ', amount less takes ' || (l.amount - coalesce(t.taken, 0))
    FROM ledger_lots l
    LEFT JOIN (SELECT lot_id, sum(amount)::bigint AS taken FROM ledger_lot_takes GROUP BY lot_id) t
      ON t.lot_id = l.entry_id
    WHERE l.remaining <> l.amount - coalesce(t.taken, 0)
    UNION ALL
    SELECT 'entry ' || e.id || ': amount ' || e.amount || ' (' || x.through || ' above 0), through lots '
           || (coalesce(o.amount, 0) - coalesce(t.taken, 0))
    FROM ledger_entries e
    CROSS JOIN LATERAL (SELECT greatest(e.balance_after, 0)
                               - greatest(e.balance_after - e.amount, 0) AS through) x
    LEFT JOIN ledger_lots o ON o.entry_id = e.id
    LEFT JOIN (SELECT entry_id, sum(amount)::bigint AS taken FROM ledger_lot_takes GROUP BY entry_id) t
      ON t.entry_id = e.id
    WHERE x.through <> coalesce(o.amount, 0) - coalesce(t.taken, 0)
    UNION ALL
    SELECT 'entry ' || t.entry_id || ': takes from lot ' || t.lot_id || ', which does not exist'
    FROM ledger_lot_takes t LEFT JOIN ledger_lots l ON l.entry_id = t.lot_id
    WHERE l.entry_id IS NULL
    ORDER BY 1
    LIMIT 100
  `)
  return result.rows.map((row: { problem: string }) => row.problem)
}
