import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { COUNTER_ACCOUNTS } from '#ledger/types/ledger_accounts'
import type { HoldCheck, OpenHold, TrialBalance } from '#ledger/types/ledger_accounts'

// held:<purpose> accounts are the users' own, counted once, from wallet_balances.held.
// Any total other than 0 is points created or lost.
export async function trialBalance(
  client: QueryClientContract = db.connection()
): Promise<TrialBalance> {
  const result = await client.rawQuery(`
    WITH captured AS (
      SELECT h.counter_account AS held, -h.amount AS points
      FROM ledger_hold_settlements s JOIN ledger_entries h ON h.id = s.hold_entry_id
      WHERE s.outcome = 'captured'
    ), postings AS (
      SELECT 'users:available' AS account, coalesce(sum(balance), 0)::bigint AS points FROM wallet_balances
      UNION ALL SELECT 'users:held', coalesce(sum(held), 0)::bigint FROM wallet_balances
      UNION ALL SELECT counter_account, -sum(amount)::bigint FROM ledger_entries GROUP BY counter_account
      UNION ALL SELECT held, -sum(points)::bigint FROM captured GROUP BY held
      UNION ALL SELECT 'spent:' || substr(held, 6), sum(points)::bigint FROM captured GROUP BY held
    )
    SELECT account, sum(points)::bigint AS balance FROM postings GROUP BY account
  `)
  const found = new Map<string, number>(
    result.rows.map((row: { account: string; balance: number }) => [row.account, row.balance])
  )
  const order = ['users:available', 'users:held', ...COUNTER_ACCOUNTS] as string[]
  const extra = [...found.keys()].filter((account) => !order.includes(account)).sort()
  const all = [...order, ...extra].map((account) => ({ account, balance: found.get(account) ?? 0 }))
  const lines = all.filter((line) => !line.account.startsWith('held:'))
  const held = all.filter((line) => line.account.startsWith('held:'))
  return { lines, total: lines.reduce((sum, line) => sum + line.balance, 0), held }
}

const OLDEST_OPEN = 20

export async function checkHolds(
  client: QueryClientContract = db.connection()
): Promise<HoldCheck> {
  const problems = await client.rawQuery(`
    WITH releases AS (
      SELECT coalesce((r.metadata->>'givesBackOf')::bigint,
                      substring(r.reference FROM '^hold:([0-9]+)$')::bigint) AS hold_id,
             r.id, r.user_id, r.amount, r.counter_account
      FROM ledger_entries r WHERE r.kind = 'release'
    ), per_hold AS (
      SELECT hold_id, count(*)::int AS n, sum(amount)::bigint AS points FROM releases GROUP BY hold_id
    ), open AS (
      SELECT h.user_id, -sum(h.amount)::bigint AS points FROM ledger_entries h
      WHERE h.kind = 'hold'
        AND NOT EXISTS (SELECT 1 FROM ledger_hold_settlements s WHERE s.hold_entry_id = h.id)
      GROUP BY h.user_id
    )
    SELECT 'hold ' || h.id || ' (' || coalesce(s.outcome, 'open') || '): ' || coalesce(p.n, 0)
           || ' release entries of ' || coalesce(p.points, 0) || ' points for ' || -h.amount AS problem
    FROM ledger_entries h
    LEFT JOIN ledger_hold_settlements s ON s.hold_entry_id = h.id
    LEFT JOIN per_hold p ON p.hold_id = h.id
    WHERE h.kind = 'hold'
      AND CASE WHEN s.outcome = 'released' THEN p.n IS DISTINCT FROM 1 OR p.points <> -h.amount
               ELSE p.n IS NOT NULL END
    UNION ALL
    SELECT 'release ' || r.id || ': names no hold of user ' || r.user_id || ' on ' || r.counter_account
    FROM releases r LEFT JOIN ledger_entries h ON h.id = r.hold_id
    WHERE h.id IS NULL OR h.kind <> 'hold' OR h.user_id <> r.user_id OR h.counter_account <> r.counter_account
    UNION ALL
    SELECT 'settlement of entry ' || s.hold_entry_id || ': not a hold'
    FROM ledger_hold_settlements s JOIN ledger_entries h ON h.id = s.hold_entry_id WHERE h.kind <> 'hold'
    UNION ALL
    SELECT 'user ' || b.user_id || ': held ' || b.held || ', open holds ' || coalesce(o.points, 0)
    FROM wallet_balances b FULL JOIN open o ON o.user_id = b.user_id
    WHERE coalesce(b.held, 0) <> coalesce(o.points, 0)
    ORDER BY 1
    LIMIT 100
  `)
  return {
    open: await openHolds(client),
    problems: problems.rows.map((row: { problem: string }) => row.problem),
  }
}

export async function openHolds(client: QueryClientContract = db.connection()) {
  const result = await client.rawQuery(
    `SELECT h.id, h.user_id, -h.amount AS points, substr(h.counter_account, 6) AS purpose, h.created_at,
            count(*) OVER () AS count, sum(-h.amount) OVER () AS total
     FROM wallet_balances b
     JOIN ledger_entries h ON h.user_id = b.user_id AND h.kind = 'hold'
     WHERE b.held > 0
       AND NOT EXISTS (SELECT 1 FROM ledger_hold_settlements s WHERE s.hold_entry_id = h.id)
     ORDER BY h.id LIMIT ?`,
    [OLDEST_OPEN]
  )
  const first = result.rows[0]
  const oldest: OpenHold[] = result.rows.map((row: any) => ({
    holdId: row.id,
    userId: row.user_id,
    points: row.points,
    purpose: row.purpose,
    createdAt: new Date(row.created_at).toISOString(),
  }))
  return { count: first?.count ?? 0, points: first?.total ?? 0, oldest }
}
