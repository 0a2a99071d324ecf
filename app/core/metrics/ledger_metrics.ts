import { counter, PREFIX } from '#core/metrics/registry'

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

// A transaction that rolls back afterwards still counted it: the metric is for rates; the ledger is the account.
export function countLedgerMovement(kind: string, amount: number) {
  movements.inc({ kind })
  points.inc({ kind }, Math.abs(amount))
}
