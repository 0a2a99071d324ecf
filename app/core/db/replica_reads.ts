import { AsyncLocalStorage } from 'node:async_hooks'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { countReplicaRead } from '#core/metrics/replica_metrics'
import { REPLICA_CONNECTION, replicaSet } from '#core/db/replica_set'

/*
| The one way to a read replica (docs/decisions/0042-read-replicas.md): a read
| reaches one only inside onReplica(), through readsClient(). Everything else,
| the default connection included, runs on the primary, so a write, a
| transaction or a read after one's own write never meets replication lag.
*/

const current = new AsyncLocalStorage<QueryClientContract>()
let primaryUntil = 0

/** The client for a read that a replica may answer: the replica's inside onReplica(), else the primary's. */
export function readsClient(): QueryClientContract {
  return current.getStore() ?? db.connection()
}

/**
 * Runs `read` on the replicas when they answer and keep up, else on the
 * primary; a read that fails on a replica runs again on the primary, so a
 * replica going away costs time, never an answer.
 */
export async function onReplica<T>(read: () => Promise<T>): Promise<T> {
  const replicas = replicaSet()
  if (!replicas) return read()
  if (performance.now() < primaryUntil) return onPrimary(read, 'recent_change')
  if (!replicas.usable()) return onPrimary(read, 'unusable')
  try {
    const result = await current.run(db.connection(REPLICA_CONNECTION, { mode: 'read' }), read)
    countReplicaRead('replica')
    return result
  } catch (error) {
    if (!isReplicaFailure(error)) throw error
    if (isConnectionFailure(error)) replicas.markDown()
    return onPrimary(read, 'fallback')
  }
}

/**
 * A change this process heard of (a NOTIFY) may not have reached the
 * replicas yet: reads stay on the primary for as long as they may lag.
 */
export function holdReadsOnPrimary() {
  const replicas = replicaSet()
  if (replicas) primaryUntil = performance.now() + replicas.maxLagSeconds * 1000
}

function onPrimary<T>(read: () => Promise<T>, reason: 'unusable' | 'recent_change' | 'fallback') {
  countReplicaRead(reason)
  return current.run(db.connection(), read)
}

type PgError = { code?: string; name?: string; message?: string }

const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  '57P01', // admin_shutdown: the replica is stopping
  '57P02',
  '57P03', // cannot_connect_now: starting up
  '53300', // too_many_connections
])

function isConnectionFailure(error: unknown) {
  const { code = '', name = '', message = '' } = (error ?? {}) as PgError
  return (
    CONNECTION_CODES.has(code) ||
    code.startsWith('08') ||
    name === 'KnexTimeoutError' ||
    /Connection terminated|connection timeout|not queryable/i.test(message)
  )
}

// Also worth the primary: a query cancelled by a conflict with recovery (40001), and a write
// that slipped into a replica read (25006) rather than a 500.
function isReplicaFailure(error: unknown) {
  const code = ((error ?? {}) as PgError).code
  return isConnectionFailure(error) || code === '40001' || code === '25006'
}
