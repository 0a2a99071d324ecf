/*
| Runs of the embedded PostgreSQL one after another on the same folder: the
| guardian process each start leaves behind (postgres_guardian.js, noted in
| a pid file beside the cluster), and waiting, on the next start, for an
| earlier run's guardian and server to be gone.
*/
import { spawn } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { postmasterInfo } from './pg_cluster.js'

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

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

/** Where the guardian of the cluster in `dataDir` notes its pid (beside the cluster folder). */
export function guardianPidFile(dataDir) {
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
export async function waitForEarlierRun(dataDir, log, timeoutMs) {
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

/**
 * A detached process that stops the cluster when we are gone, however we
 * go (see postgres_guardian.js); `watch(pid)` makes it wait for that
 * child first. Ending its stdin (our orderly stop) lets it go.
 */
export function startGuardian(dataDir, { remove, postmaster }) {
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
