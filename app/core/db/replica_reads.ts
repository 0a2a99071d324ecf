import { AsyncLocalStorage } from 'node:async_hooks'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { countReplicaRead } from '#core/metrics/replica_metrics'
import { replicaConnection, replicaSet } from '#core/db/replica_set'
import { clock } from '#core/clock'

/*
| The one way to a read replica (docs/decisions/0042-read-replicas.md): a read
| reaches one only inside onReplica(), through readsClient(). Everything else,
| the default connection included, runs on the primary, so a write, a
| transaction or a user's own state never meets replication lag.
|
| One rule for reads after a write: while now − wroteAt is under the lag bound,
| onReplica() reads the primary. wroteAt is the later of the reader's own last
| write (readsAfter, from the session) and the last change this process heard
| of (holdReadsOnPrimary).
*/

const current = new AsyncLocalStorage<QueryClientContract>()
const readerWroteAt = new AsyncLocalStorage<number>()
let changeHeardAt = -Infinity

/** The client for a read that a replica may answer: the replica's inside onReplica(), else the primary's. */
export function readsClient(): QueryClientContract {
  return current.getStore() ?? db.connection()
}

/**
 * Runs `read` on a replica that answers and keeps up, else on the primary; a
 * read that fails on a replica runs again on the primary and leaves that
 * replica out until it passes a later probe, so one going away costs time,
 * never an answer.
 */
export async function onReplica<T>(read: () => Promise<T>): Promise<T> {
  const replicas = replicaSet()
  if (!replicas) return read()
  const wroteAt = Math.max(changeHeardAt, readerWroteAt.getStore() ?? -Infinity)
  if (clock.nowMs() - wroteAt < replicas.maxLagSeconds * 1000) {
    return onPrimary(read, 'recent_change')
  }
  const index = replicas.pick()
  if (index === null) return onPrimary(read, 'unusable')
  try {
    const client = db.connection(replicaConnection(index), { mode: 'read' })
    const result = await current.run(client, read)
    countReplicaRead('replica')
    return result
  } catch (error) {
    if (!isReplicaFailure(error)) throw error
    if (isConnectionFailure(error)) replicas.markDown(index)
    return onPrimary(read, 'fallback')
  }
}

/** Runs `work` for a reader whose own last write was at `wroteAtMs` (epoch ms; 0: none). */
export function readsAfter<T>(wroteAtMs: number, work: () => T): T {
  return readerWroteAt.run(wroteAtMs, work)
}

/** A change this process heard of (a NOTIFY) may not have reached the replicas yet. */
export function holdReadsOnPrimary() {
  changeHeardAt = clock.nowMs()
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
