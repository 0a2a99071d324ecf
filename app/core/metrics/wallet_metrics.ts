import { counter, PREFIX } from '#core/metrics/registry'

/* Money and points: payment webhooks as they were answered, and ledger movements. */

const webhooks = counter({
  name: `${PREFIX}payment_webhooks_total`,
  help: 'Payment provider webhooks, by provider, event type and outcome',
  labelNames: ['provider', 'event', 'outcome'] as const,
})

/**
 * The outcome of one webhook: `credited`, `already_credited` (the
 * browser's confirm came first), `reversed` / `already_reversed` (a refund
 * or reversal), `frozen` / `already_frozen` (a dispute opened), `settled` /
 * `already_settled` (a dispute closed), `ignored` (an event not acted on),
 * `unknown_payment` (none of ours), `refused` (2xx without effect: it will
 * never succeed), `failed` (5xx: the provider retries), `bad_signature`,
 * `rejected` (missing signature, body or secret). `event` is the event
 * type, `-` when unknown.
 */
export function countWebhook(provider: string, event: string, outcome: string) {
  webhooks.inc({ provider, event, outcome })
}

const movements = counter({
  name: `${PREFIX}ledger_movements_total`,
  help: 'Ledger entries written, by kind (replays of an idempotency key not counted)',
  labelNames: ['kind'] as const,
})

const points = counter({
  name: `${PREFIX}ledger_points_total`,
  help: 'Points moved by ledger entries (absolute amounts), by kind',
  labelNames: ['kind'] as const,
})

/**
 * The hook for the ledger's write path: one call per entry written, after
 * the insert that wrote it (not for a replayed idempotency key), and one
 * per hold captured (kind `capture`: a settlement, no entry). Expiries a
 * debit writes first inside ledger_move are not seen here. A
 * transaction that rolls back afterwards still counted it: the metric is
 * for rates and dashboards; the ledger itself (ledger:verify, the staff
 * report) is the account.
 */
export function countLedgerMovement(kind: string, amount: number) {
  movements.inc({ kind })
  points.inc({ kind }, Math.abs(amount))
}
