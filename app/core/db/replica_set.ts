import pg from 'pg'
import env from '#start/env'
import { observeReplicaProbe } from '#core/metrics/replica_metrics'

/** The Lucid connection whose read side is the replicas (config/database.ts). */
export const REPLICA_CONNECTION = 'replica'

const PROBE_MS = 1000
const PROBE_TIMEOUT_MS = 1000
// A probe older than this (a stuck event loop, a hung replica) no longer vouches for it.
const STALE_MS = 3 * PROBE_MS

// Zero while everything received is replayed: on an idle primary the last replayed commit
// gets older without any lag. Else the age of that commit.
const LAG_SQL = `SELECT CASE WHEN pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() THEN 0
  ELSE COALESCE(EXTRACT(EPOCH FROM now() - pg_last_xact_replay_timestamp()), 0) END::float8 AS lag`

export function replicaUrls(): string[] {
  return (env.get('DATABASE_REPLICA_URLS') ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean)
}

type Probe = { up: boolean; lagSeconds: number; at: number }

/**
 * Whether reads may go to the replicas now. Lucid deals reads out to every replica in
 * turn, so the set is usable only while each one answers and lags at most the bound.
 */
export class ReplicaSet {
  #probes: Probe[]
  #timer: NodeJS.Timeout | null = null
  #downSince = 0

  constructor(
    readonly urls: string[],
    readonly maxLagSeconds: number
  ) {
    this.#probes = urls.map(() => ({ up: false, lagSeconds: 0, at: -Infinity }))
  }

  usable() {
    this.#start()
    const now = performance.now()
    return this.#probes.every(
      (probe) =>
        probe.up &&
        probe.at > this.#downSince &&
        now - probe.at < STALE_MS &&
        probe.lagSeconds <= this.maxLagSeconds
    )
  }

  /** A read failed on a replica: none is used until every one has passed a later probe. */
  markDown() {
    this.#downSince = performance.now()
  }

  stop() {
    if (this.#timer) clearInterval(this.#timer)
    this.#timer = null
  }

  #start() {
    if (this.#timer) return
    this.#timer = setInterval(() => this.#probeAll(), PROBE_MS).unref()
    void this.#probeAll()
  }

  async #probeAll() {
    await Promise.all(this.urls.map((url, index) => this.#probe(url, index)))
  }

  // A connection of its own each time: nothing held open keeps a stopping process alive.
  async #probe(url: string, index: number) {
    const started = performance.now()
    const client = new pg.Client({
      connectionString: url,
      application_name: 'velvet-replica-probe',
      connectionTimeoutMillis: PROBE_TIMEOUT_MS,
      query_timeout: PROBE_TIMEOUT_MS,
    })
    client.on('error', () => {})
    let result: Probe
    try {
      await client.connect()
      const { rows } = await client.query(LAG_SQL)
      result = { up: true, lagSeconds: Number(rows[0].lag), at: started }
    } catch {
      result = { up: false, lagSeconds: 0, at: started }
    } finally {
      void client.end().catch(() => {})
    }
    this.#probes[index] = result
    observeReplicaProbe(index, result)
  }
}

let shared: ReplicaSet | null | undefined

/** This process's replica set, or null when DATABASE_REPLICA_URLS is unset. */
export function replicaSet(): ReplicaSet | null {
  if (shared === undefined) {
    const urls = replicaUrls()
    const maxLagMs = env.get('DATABASE_REPLICA_MAX_LAG_MS', 5000)
    shared = urls.length ? new ReplicaSet(urls, maxLagMs / 1000) : null
  }
  return shared
}
