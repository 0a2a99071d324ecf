/*
| `npm test`: every suite (unit, functional, browser) against a throw-away
| embedded PostgreSQL on a free port, removed afterwards. Extra arguments go
| to Japa, e.g. `npm test -- functional` or `npm test -- --files=legal`.
| With TEST_DATABASE_URL set, that server is used instead (and not removed).
*/
import { randomBytes } from 'node:crypto'
import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startEmbeddedPostgres } from './lib/embedded_postgres.js'
import { freePort } from './lib/ports.js'

const ROOT = fileURLToPath(new URL('..', import.meta.url))

if (Number(process.versions.node.split('.')[0]) < 24) {
  console.error(
    `Node ${process.versions.node} is too old: run through npm (it brings Node 24) or install Node 24.`
  )
  process.exit(1)
}

let database = null
let databaseUrl = process.env.TEST_DATABASE_URL
if (!databaseUrl) {
  const base = mkdtempSync(join(tmpdir(), 'velvet-test-'))
  // The cluster folder must be reachable by the postgres system user when running as root.
  const { chmodSync } = await import('node:fs')
  chmodSync(base, 0o755)
  database = await startEmbeddedPostgres({
    dataDir: join(base, 'pg'),
    port: await freePort(),
    database: 'velvet_test',
    fast: true,
    removeWhenOrphaned: true,
  })
  databaseUrl = database.url
}

const env = {
  ...process.env,
  NODE_ENV: 'test',
  DATABASE_URL: databaseUrl,
  APP_KEY: randomBytes(32).toString('base64url'),
  HOST: '127.0.0.1',
  PORT: String(await freePort()),
  APP_URL: '',
  // Quick turns for the studio's jobs: a killed worker's job is retried within seconds.
  STUDIO_VIDEO_POLL_MS: '200',
  QUEUE_MONITOR_SECONDS: '2',
}
delete env.DEV_MODE

const child = spawn(
  process.execPath,
  [
    '--import=@poppinss/ts-exec',
    '--enable-source-maps',
    join(ROOT, 'bin', 'test.ts'),
    ...process.argv.slice(2),
  ],
  { cwd: ROOT, env, stdio: 'inherit' }
)

async function finish(code) {
  if (database) await database.stop({ remove: true })
  process.exit(code)
}

process.on('SIGINT', () => child.kill('SIGINT'))
process.on('SIGTERM', () => child.kill('SIGTERM'))
child.on('exit', (code, signal) => finish(code ?? (signal ? 1 : 0)))
