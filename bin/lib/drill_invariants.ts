/*
| What must hold after the drill, whatever it killed: every paid studio
| request ended once (completed and its hold captured, or failed and its hold
| released), and every payment the sandbox took credited exactly once. Plain
| SQL over the studio, ledger and payment tables, so a test can run it on
| rows it made wrong. Every query looks only at the users whose address
| matches a pattern (the drill's, or a test's own).
*/

export type RunQuery = (sql: string) => Promise<Record<string, unknown>[]>

const PAID_REQUESTS_NOT_ENDED_ONCE = (users: string) => `
  SELECT r.id, r.kind, r.status,
         count(h.id)::int AS holds,
         count(s.hold_entry_id)::int AS settlements,
         coalesce(string_agg(s.outcome, ','), '-') AS outcomes
    FROM studio_requests r
    LEFT JOIN ledger_entries h ON h.idempotency_key = r.hold_key AND h.kind = 'hold'
    LEFT JOIN ledger_hold_settlements s ON s.hold_entry_id = h.id
   WHERE r.cost > 0 AND r.user_id IN (${users})
   GROUP BY r.id
  HAVING NOT (count(h.id) = 1 AND count(s.hold_entry_id) = 1 AND (
           (r.status = 'completed' AND min(s.outcome) = 'captured') OR
           (r.status = 'failed' AND min(s.outcome) = 'released')))
   ORDER BY r.id`

// A payment the sandbox took (card intent succeeded, PayPal order captured) against the purchases
// and their ledger credits: paid ⇔ credited, and credited by one entry.
const PURCHASES_NOT_CREDITED_ONCE = (users: string) => `
  WITH paid AS (
    SELECT id AS external_id FROM sandbox_card_intents
     WHERE status = 'succeeded' AND (metadata->>'userId')::bigint IN (${users})
    UNION ALL
    SELECT id FROM sandbox_paypal_orders
     WHERE status = 'COMPLETED' AND split_part(custom_id, ':', 1)::bigint IN (${users})
  ), purchase_credits AS (
    SELECT p.external_id, p.status,
           (SELECT count(*) FROM ledger_entries e
             WHERE e.kind = 'purchase'
               AND e.idempotency_key = 'purchase:' || p.provider || ':' || p.external_id)::int AS credits
      FROM purchases p WHERE p.user_id IN (${users})
  )
  SELECT coalesce(paid.external_id, c.external_id) AS external_id,
         paid.external_id IS NOT NULL AS paid, c.status, coalesce(c.credits, 0) AS credits
    FROM paid FULL JOIN purchase_credits c ON c.external_id = paid.external_id
   -- IS NOT DISTINCT FROM: a payment with no purchase row at all (nulls) must count as wrong.
   WHERE NOT (
           (paid.external_id IS NOT NULL AND c.status IS NOT DISTINCT FROM 'credited'
             AND coalesce(c.credits, 0) = 1) OR
           (paid.external_id IS NULL AND coalesce(c.credits, 0) = 0))
   ORDER BY 1`

const COUNTS = (users: string) => `
  SELECT count(*)::int AS paid_requests,
         count(*) FILTER (WHERE status = 'completed')::int AS completed,
         count(*) FILTER (WHERE status = 'failed')::int AS refunded,
         (SELECT count(*) FROM purchases
           WHERE status = 'credited' AND user_id IN (${users}))::int AS credited
    FROM studio_requests WHERE cost > 0 AND user_id IN (${users})`

/** The users' ids as a subquery; the pattern is the caller's own, checked to be plain. */
export function usersLike(emailPattern: string) {
  if (!/^[\w.%@-]+$/.test(emailPattern)) throw new Error(`unsafe pattern ${emailPattern}`)
  return `SELECT id FROM users WHERE email LIKE '${emailPattern}'`
}

export type InvariantReport = {
  failures: string[]
  paidRequests: number
  completed: number
  refunded: number
  credited: number
}

/** Paid studio requests still running; the drill waits for none before checking. */
export async function unfinishedPaidRequests(run: RunQuery, emailPattern: string) {
  const [row] = await run(
    `SELECT count(*)::int AS n FROM studio_requests
      WHERE cost > 0 AND status NOT IN ('completed', 'failed')
        AND user_id IN (${usersLike(emailPattern)})`
  )
  return Number(row.n)
}

/**
 * Every broken invariant, one line each. `confirmedPurchases`: the purchases the clients saw
 * credited (a 200 from confirm or capture); the database must hold at least those.
 */
export async function checkInvariants(
  run: RunQuery,
  emailPattern: string,
  confirmedPurchases: number
): Promise<InvariantReport> {
  const users = usersLike(emailPattern)
  const failures: string[] = []
  for (const row of await run(PAID_REQUESTS_NOT_ENDED_ONCE(users))) {
    failures.push(
      `studio request ${row.id} (${row.kind}) is ${row.status} with ${row.holds} hold(s), ` +
        `${row.settlements} settlement(s): ${row.outcomes}`
    )
  }
  for (const row of await run(PURCHASES_NOT_CREDITED_ONCE(users))) {
    failures.push(
      `payment ${row.external_id} ${row.paid ? 'taken' : 'not taken'}, purchase ` +
        `${row.status ?? 'missing'}, credited ${row.credits} time(s)`
    )
  }
  const [counts] = await run(COUNTS(users))
  const credited = Number(counts.credited)
  if (credited < confirmedPurchases) {
    failures.push(`${confirmedPurchases} purchases confirmed to buyers, ${credited} credited`)
  }
  return {
    failures,
    paidRequests: Number(counts.paid_requests),
    completed: Number(counts.completed),
    refunded: Number(counts.refunded),
    credited,
  }
}
