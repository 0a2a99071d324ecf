import { execFile } from 'node:child_process'
import { chmodSync, mkdtempSync, readFileSync, writeFileSync, appendFileSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import pg from 'pg'
// @ts-expect-error the launcher's own helpers (plain JS, no types)
import { startEmbeddedPostgres } from '../../bin/lib/embedded_postgres.js'
// @ts-expect-error the launcher's own helpers (plain JS, no types)
import { PASSWORD, USER, pgCtl, runAsOptions } from '../../bin/lib/pg_cluster.js'
// @ts-expect-error the launcher's own helpers (plain JS, no types)
import { startGuardian } from '../../bin/lib/pg_previous_run.js'
// @ts-expect-error the launcher's own helpers (plain JS, no types)
import { freePort } from '../../bin/lib/ports.js'

/*
| A primary and a streaming replica of it, from the embedded PostgreSQL
| binaries (which ship no pg_basebackup), on loopback: PostgreSQL's low-level
| base backup (pg_backup_start, a copy of the data folder, pg_backup_stop's
| backup_label written into the copy), then standby.signal and
| primary_conninfo. Both log every statement with its application_name, so a
| test can tell which server ran what.
*/

const run = promisify(execFile)
const DATABASE = 'velvet'
// Left out of the copy: the running server's own files; the WAL comes by streaming instead.
const NOT_COPIED = ['postmaster.pid', 'postmaster.opts', 'server.log']

export type ReplicaPair = {
  primaryUrl: string
  /** The first replica's URL. */
  replicaUrl: string
  replicaUrls: string[]
  /** Lines the server logged since the pair started. */
  primaryLog(): string
  replicaLog(index?: number): string
  stopReplica(mode?: 'fast' | 'immediate', index?: number): Promise<void>
  stop(): Promise<void>
}

function serverUrl(port: number) {
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${DATABASE}`
}

async function onServer<T>(url: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

/**
 * Starts the primary, lets `prepare` fill it (migrations, rows), then makes the
 * replicas (`replicas` of them, copies of one base backup). `applyDelayMs` holds back
 * each replayed commit (recovery_min_apply_delay), replicas that always lag by that much.
 * `logStatements: false` (the drill, under load) leaves the statement log off.
 */
export async function startReplicaPair({
  prepare,
  applyDelayMs = 0,
  replicas = 1,
  logStatements = true,
}: {
  prepare: (primaryUrl: string) => Promise<void>
  applyDelayMs?: number
  replicas?: number
  logStatements?: boolean
}): Promise<ReplicaPair> {
  const root = mkdtempSync(join(tmpdir(), 'velvet-replica-'))
  chmodSync(root, 0o755)
  const primaryDir = join(root, 'primary')
  const replicaDirs = Array.from({ length: replicas }, (_, index) => join(root, `replica${index}`))
  const primary = await startEmbeddedPostgres({
    dataDir: primaryDir,
    port: await freePort(),
    database: DATABASE,
    fast: true,
    removeWhenOrphaned: true,
  })
  const runAs = await runAsOptions()
  const started = replicaDirs.map(() => false)
  const guardians: { release(): void }[] = []
  const stopReplica = async (mode: 'fast' | 'immediate' = 'fast', index = 0) => {
    if (!started[index]) return
    started[index] = false
    await pgCtl(['stop', '-D', replicaDirs[index], '-m', mode, '-w'], runAs).catch(() => {})
  }
  const stopReplicas = (mode: 'fast' | 'immediate') =>
    Promise.all(replicaDirs.map((_, index) => stopReplica(mode, index)))
  try {
    await onServer(primary.url, async (client) => {
      if (logStatements) {
        await client.query(`ALTER SYSTEM SET log_statement = 'all'`)
        await client.query(`ALTER SYSTEM SET log_line_prefix = '%a|'`)
      }
      // The replica streams from the backup's start: keep that WAL until it connects.
      await client.query(`ALTER SYSTEM SET wal_keep_size = '256MB'`)
      await client.query('SELECT pg_reload_conf()')
    })
    await prepare(primary.url)

    const label = await onServer(primary.url, async (client) => {
      await client.query(`SELECT pg_backup_start('velvet-test-replica', true)`)
      for (const dir of replicaDirs) await run('cp', ['-a', primaryDir, dir])
      const { rows } = await client.query('SELECT labelfile FROM pg_backup_stop(false)')
      return rows[0].labelfile as string
    })
    const ports: number[] = []
    for (const [index, dir] of replicaDirs.entries()) {
      ports.push(await startReplica(dir, index))
      started[index] = true
      guardians.push(startGuardian(dir, { remove: false }))
    }
    const logStart = readFileSync(join(primaryDir, 'server.log'), 'utf8').length
    const replicaUrls = ports.map(serverUrl)
    return {
      primaryUrl: primary.url,
      replicaUrl: replicaUrls[0],
      replicaUrls,
      primaryLog: () => readFileSync(join(primaryDir, 'server.log'), 'utf8').slice(logStart),
      replicaLog: (index = 0) => readFileSync(join(replicaDirs[index], 'server.log'), 'utf8'),
      stopReplica,
      async stop() {
        await stopReplicas('fast')
        for (const guardian of guardians) guardian.release()
        await primary.stop({ remove: true })
        await rm(root, { recursive: true, force: true })
      },
    }

    async function startReplica(replicaDir: string, index: number) {
      await run('find', [join(replicaDir, 'pg_wal'), '-maxdepth', '1', '-type', 'f', '-delete'])
      await Promise.all(NOT_COPIED.map((file) => rm(join(replicaDir, file), { force: true })))
      const owned = { mode: 0o600 }
      writeFileSync(join(replicaDir, 'backup_label'), label, owned)
      writeFileSync(join(replicaDir, 'standby.signal'), '', owned)
      appendFileSync(
        join(replicaDir, 'postgresql.auto.conf'),
        `primary_conninfo = 'host=127.0.0.1 port=${primary.port} user=${USER} password=${PASSWORD} application_name=velvet-test-replica${index}'\n` +
          `recovery_min_apply_delay = '${applyDelayMs}ms'\n`
      )
      if (runAs.uid !== undefined) {
        await run('chown', ['-R', `${runAs.uid}:${runAs.gid}`, replicaDir])
      }
      const port = await freePort()
      await pgCtl(
        [
          'start',
          '-D',
          replicaDir,
          '-w',
          '-t',
          '60',
          '-l',
          join(replicaDir, 'server.log'),
          '-o',
          // A hot standby needs at least the primary's max_connections.
          `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories='' -c max_connections=200 -c fsync=off`,
        ],
        runAs
      )
      return port
    }
  } catch (error) {
    await stopReplicas('immediate')
    for (const guardian of guardians) guardian.release()
    await primary.stop({ remove: true })
    await rm(root, { recursive: true, force: true })
    throw error
  }
}
