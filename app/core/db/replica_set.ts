import pg from 'pg'
import env from '#start/env'
import { observeReplicaProbe } from '#core/metrics/replica_metrics'
import { pgTypes } from '#core/db/pg_types'

/** The Lucid connection of one replica (config/database.ts): one each, so one down is left out. */
export function replicaConnection(index: number) {
  return `replica_${index}`
}

/**
 * One replica's Lucid connection (config/database.ts): short timeouts, so a replica that is
 * gone hands its reads to the primary quickly; the replicas' pools share `poolMax`.
 */
export function replicaConnectionConfig(url: string, poolMax: number, replicaCount: number) {
  return {
    client: 'pg' as const,
    connection: {
      connectionString: url,
      application_name: 'velvet-replica-read',
      connectionTimeoutMillis: 1000,
      types: pgTypes,
    },
    pool: {
      min: 0,
      max: Math.max(1, Math.ceil(poolMax / replicaCount)),
      acquireTimeoutMillis: 2000,
    },
  }
}

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

/** Which replicas may take reads now: those that answer and lag at most the bound. */
export class ReplicaSet {
  #probes: Probe[]
  #timer: NodeJS.Timeout | null = null
  #downSince: number[]
  #turn = 0

  constructor(
    readonly urls: string[],
    readonly maxLagSeconds: number
  ) {
    this.#probes = urls.map(() => ({ up: false, lagSeconds: 0, at: -Infinity }))
    this.#downSince = urls.map(() => 0)
  }

  /** The next usable replica's index, in turn, or null when none is. */
  pick(): number | null {
    this.#start()
    const now = performance.now()
    const usable = this.#probes.flatMap((probe, index) =>
      probe.up &&
      probe.at > this.#downSince[index] &&
      now - probe.at < STALE_MS &&
      probe.lagSeconds <= this.maxLagSeconds
        ? [index]
        : []
    )
    if (!usable.length) return null
    this.#turn = (this.#turn + 1) % usable.length
    return usable[this.#turn]
  }

  /** A read failed on this replica: it is left out until it passes a later probe. */
  markDown(index: number) {
    this.#downSince[index] = performance.now()
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
