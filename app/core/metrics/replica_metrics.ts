import { counter, gauge, PREFIX } from '#core/metrics/registry'

// Every web process probes every replica: the launcher's sum would add their figures up.
const lag = gauge({
  name: `${PREFIX}db_replica_lag_seconds`,
  help: 'Read replicas: replay lag at the last probe (0 while every received change is replayed), by replica index',
  labelNames: ['replica'] as const,
  aggregator: 'max',
})

const up = gauge({
  name: `${PREFIX}db_replica_up`,
  help: 'Read replicas: 1 when the last probe reached the replica in time, else 0, by replica index',
  labelNames: ['replica'] as const,
  aggregator: 'min',
})

const reads = counter({
  name: `${PREFIX}db_replica_reads_total`,
  help: 'Reads that may use a replica, by where they ran: replica, or primary and why (unusable: down or lagging; recent_change; fallback: failed on the replica)',
  labelNames: ['target'] as const,
})

export type ReadTarget = 'replica' | 'unusable' | 'recent_change' | 'fallback'

export function observeReplicaProbe(replica: number, result: { up: boolean; lagSeconds: number }) {
  up.set({ replica: String(replica) }, result.up ? 1 : 0)
  if (result.up) lag.set({ replica: String(replica) }, result.lagSeconds)
}

export function countReplicaRead(target: ReadTarget) {
  reads.inc({ target })
}
