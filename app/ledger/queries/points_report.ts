import { readsClient } from '#core/db/replica_reads'
import paymentsConfig from '#config/payments'
import { HOLD_PURPOSES } from '#ledger/types/ledger_accounts'
import PointsReportTransformer from '#ledger/transformers/points_report_transformer'
import type {
  PointsReport,
  PointsReportMonth,
  PointsReportRange,
} from '#ledger/types/points_report'

// Sums over the append-only rows only, read through BRIN indexes from the first month asked
// for; months' ends are worked back from today's projections. One statement, one snapshot.
const PRICE = `(SELECT (c.metadata->>'amountCents')::numeric / c.amount FROM ledger_entries c
                WHERE c.id = t.lot_id AND c.kind = 'purchase')`
const TAKEN = (entry: string) =>
  `coalesce((SELECT sum(t.amount * ${PRICE}) FROM ledger_lot_takes t WHERE t.entry_id = ${entry}), 0)`
const MONTH = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM')`

const FLOWS = `
  WITH captured AS (
    SELECT ${MONTH('s.created_at')} AS month, h.counter_account AS held, -h.amount AS points,
           ${TAKEN('h.id')} AS cents
    FROM ledger_hold_settlements s JOIN ledger_entries h ON h.id = s.hold_entry_id
    WHERE s.outcome = 'captured' AND s.created_at >= ?::timestamptz
  ), postings AS (
    SELECT ${MONTH('e.created_at')} AS month, e.counter_account AS account, -e.amount AS points,
           CASE WHEN e.kind = 'purchase' THEN -coalesce((e.metadata->>'amountCents')::numeric, 0)
                ELSE ${TAKEN('e.id')} END AS cents
    FROM ledger_entries e WHERE e.created_at >= ?::timestamptz
    UNION ALL SELECT month, held, -points, -cents FROM captured
    UNION ALL SELECT month, 'spent:' || substr(held, 6), points, cents FROM captured
    -- A credit that paid a debt (a clawback's) took that part of its own lot at once: the
    -- points were counted by the clawback, their value leaves the outstanding points now.
    UNION ALL SELECT ${MONTH('e.created_at')}, 'clawed_back', 0, coalesce(t.amount * ${PRICE}, 0)
    FROM ledger_entries e JOIN ledger_lot_takes t ON t.entry_id = e.id AND t.lot_id = e.id
    WHERE e.amount > 0 AND e.created_at >= ?::timestamptz
  )
  SELECT month, account, sum(points)::bigint AS points, sum(cents) AS cents
  FROM postings GROUP BY month, account`

const OUTSTANDING = `
  SELECT (SELECT coalesce(sum(balance), 0) FROM wallet_balances)::bigint AS available,
         (SELECT coalesce(sum(held), 0) FROM wallet_balances)::bigint AS held,
         (SELECT coalesce(sum(l.remaining * p.price), 0) FROM ledger_lots l
          JOIN LATERAL (SELECT (c.metadata->>'amountCents')::numeric / c.amount AS price
                        FROM ledger_entries c WHERE c.id = l.entry_id AND c.kind = 'purchase') p ON true
          WHERE l.remaining > 0)
         + (SELECT coalesce(sum(${TAKEN('h.id')}), 0) FROM wallet_balances b
            JOIN ledger_entries h ON h.user_id = b.user_id AND h.kind = 'hold'
            WHERE b.held > 0
              AND NOT EXISTS (SELECT 1 FROM ledger_hold_settlements s WHERE s.hold_entry_id = h.id)
           ) AS value_cents`

type Flow = { points: number; cents: number }
type Flows = Map<string, Map<string, Flow>>

const monthStart = (month: string) => new Date(`${month}-01T00:00:00.000Z`)

function nextMonth(month: string) {
  const date = monthStart(month)
  date.setUTCMonth(date.getUTCMonth() + 1)
  return date.toISOString().slice(0, 7)
}

function emptyMonth(month: string): PointsReportMonth {
  const spent = Object.fromEntries(HOLD_PURPOSES.map((kind) => [kind, 0]))
  return {
    month,
    bought: 0,
    boughtCents: 0,
    granted: { welcomeBonus: 0, adjustment: 0, refund: 0 },
    spent: spent as PointsReportMonth['spent'],
    spentCents: 0,
    expired: 0,
    expiredCents: 0,
    refunded: 0,
    clawedBack: 0,
    heldEnd: 0,
    outstandingEnd: 0,
    outstandingEndCents: 0,
  }
}

function monthOf(month: string, accounts: Map<string, Flow>): PointsReportMonth {
  const row = emptyMonth(month)
  const at = (account: string) => accounts.get(account) ?? { points: 0, cents: 0 }
  // 0 - x, not -x: -0 renders "-0" on the server and 0 in the browser (a hydration mismatch).
  const credited = (value: number) => 0 - value
  row.bought = credited(at('bought').points)
  row.boughtCents = credited(Math.round(at('bought').cents))
  row.granted.welcomeBonus = credited(at('granted:welcome_bonus').points)
  row.granted.adjustment = credited(at('granted:adjustment').points)
  row.granted.refund = credited(at('granted:refund').points)
  let spentCents = 0
  for (const kind of HOLD_PURPOSES) {
    row.spent[kind] = at(`spent:${kind}`).points
    spentCents += at(`spent:${kind}`).cents
  }
  row.spentCents = Math.round(spentCents)
  row.expired = at('expired').points
  row.expiredCents = Math.round(at('expired').cents)
  row.refunded = at('refunded').points
  row.clawedBack = at('clawed_back').points
  return row
}

function changeOf(accounts: Map<string, Flow> | undefined) {
  const change = { points: 0, cents: 0, held: 0 }
  for (const [account, flow] of accounts ?? []) {
    if (account.startsWith('held:')) {
      change.held += flow.points
    } else {
      change.points -= flow.points
      change.cents -= flow.cents
    }
  }
  return change
}

export async function pointsReport(range: PointsReportRange): Promise<PointsReport> {
  const since = range.from ? monthStart(range.from) : new Date(0)
  const result = await readsClient().rawQuery(
    `WITH o AS (${OUTSTANDING}), f AS (${FLOWS})
    SELECT o.available, o.held, o.value_cents, f.month, f.account, f.points, f.cents
    FROM o LEFT JOIN f ON true ORDER BY f.month`,
    [since, since, since]
  )
  const first = result.rows[0]
  const now = {
    available: first.available,
    held: first.held,
    // numeric (euros): pg's string.
    valueCents: Number(first.value_cents),
  }
  const flows: Flows = new Map()
  for (const row of result.rows) {
    if (row.month === null) continue
    const accounts = flows.get(row.month) ?? new Map<string, Flow>()
    accounts.set(row.account, { points: row.points, cents: Number(row.cents) })
    flows.set(row.month, accounts)
  }
  const known = [...flows.keys()].sort()
  const from = range.from ?? known[0] ?? range.to
  const last = known.at(-1)
  const to = range.to ?? last ?? from
  const months: string[] = []
  for (let month = from; month && to && month <= to; month = nextMonth(month)) months.push(month)

  let outstanding = now.available + now.held
  let cents = now.valueCents
  let held = now.held
  const ends = new Map<string, { points: number; cents: number; held: number }>()
  const later = [...new Set([...known, ...months])].sort().reverse()
  for (const month of later) {
    ends.set(month, { points: outstanding, cents, held })
    const change = changeOf(flows.get(month))
    outstanding -= change.points
    cents -= change.cents
    held -= change.held
  }
  return {
    months: months.map((month) => {
      const row = monthOf(month, flows.get(month) ?? new Map())
      const end = ends.get(month)!
      return {
        ...row,
        heldEnd: end.held,
        outstandingEnd: end.points,
        outstandingEndCents: Math.round(end.cents),
      }
    }),
    outstanding: {
      available: now.available,
      held: now.held,
      points: now.available + now.held,
      valueCents: Math.round(now.valueCents),
    },
    currency: paymentsConfig.currency.toUpperCase(),
  }
}

export function staffReportRange(month: string | undefined, now: Date): PointsReportRange {
  if (month) return { from: month, to: month }
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1))
  return { from: start.toISOString().slice(0, 7), to: now.toISOString().slice(0, 7) }
}

export async function pointsReportView(range: PointsReportRange) {
  return new PointsReportTransformer(await pointsReport(range)).toObject()
}
