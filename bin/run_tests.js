/*
| `npm test`: every suite (unit, functional, browser) against a throw-away
| embedded PostgreSQL on a free port, removed afterwards. Without arguments
| the suites run in two workers at once (functional, and unit + browser),
| each its own Japa process with its own database, port and media folder;
| their lines are prefixed and each prints its time. Extra arguments go to
| one Japa process, e.g. `npm test -- functional` or `npm test -- --files=legal`.
| With TEST_DATABASE_URL set, that server is used instead, in one worker
| (and not removed).
*/
import { randomBytes } from 'node:crypto'
import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'
import pg from 'pg'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startEmbeddedPostgres } from './lib/embedded_postgres.js'
import { freePort } from './lib/ports.js'
import { ensureFrontendBuild } from './lib/frontend_build.js'

const ROOT = fileURLToPath(new URL('..', import.meta.url))

if (Number(process.versions.node.split('.')[0]) < 24) {
  console.error(
    `Node ${process.versions.node} is too old: run through npm (it brings Node 24) or install Node 24.`
  )
  process.exit(1)
}

/*
| The browser suite loads the pages from the production build, as `npm start`
| serves them: made (or reused when current) while PostgreSQL starts.
*/
const SUITES = ['unit', 'functional', 'browser']
const named = process.argv.slice(2).filter((arg) => SUITES.includes(arg))
const building =
  named.length === 0 || named.includes('browser')
    ? timed(() => ensureFrontendBuild({ root: ROOT }))
    : null

async function timed(work) {
  const started = performance.now()
  const outcome = await work()
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.log(
    outcome === 'built' ? `pages built (${seconds} s)` : 'pages unchanged since the last build'
  )
}

let database = null
let base = null
let databaseUrl = process.env.TEST_DATABASE_URL
if (!databaseUrl) {
  base = mkdtempSync(join(tmpdir(), 'velvet-test-'))
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

await building
const args = process.argv.slice(2)
const workers =
  args.length > 0 || process.env.TEST_DATABASE_URL
    ? [{ name: '', args }]
    : [
        // Unit beside browser: functional alone is the longer of the two.
        { name: 'functional', args: ['functional'] },
        { name: 'unit+browser', args: ['unit', 'browser'] },
      ]

/** One database per worker, beside the first, in the same throw-away server. */
async function databaseFor(index) {
  if (index === 0) return databaseUrl
  const url = new URL(databaseUrl)
  const name = `${url.pathname.slice(1)}_${index + 1}`
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    await client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)}`)
    await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`)
  } finally {
    await client.end()
  }
  url.pathname = `/${name}`
  return url.toString()
}

async function envFor(index) {
  const env = {
    ...process.env,
    NODE_ENV: 'test',
    DATABASE_URL: await databaseFor(index),
    APP_KEY: randomBytes(32).toString('base64url'),
    HOST: '127.0.0.1',
    PORT: String(await freePort()),
    APP_URL: '',
    // Each worker its own Vite dependency cache (vite.config.ts): two optimisers never share a folder.
    TEST_WORKER: String(index + 1),
    // Quick turns for the studio's jobs: a killed worker's job is retried within seconds.
    STUDIO_VIDEO_POLL_MS: '200',
    QUEUE_MONITOR_SECONDS: '2',
  }
  delete env.DEV_MODE
  // Each file's time (tests/helpers/file_timings.ts) is written by one worker only.
  if (workers.length > 1) delete env.TEST_TIMINGS_OUT
  return env
}

const children = new Set()

/** Runs one Japa process; resolves with its exit code. Lines are prefixed when workers run side by side. */
async function runWorker(worker, index) {
  const started = performance.now()
  const prefixed = workers.length > 1
  const child = spawn(
    process.execPath,
    [
      '--import=@poppinss/ts-exec',
      '--enable-source-maps',
      join(ROOT, 'bin', 'test.ts'),
      ...worker.args,
    ],
    {
      cwd: ROOT,
      env: await envFor(index),
      stdio: prefixed ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    }
  )
  children.add(child)
  if (prefixed) {
    for (const stream of [child.stdout, child.stderr]) {
      const target = stream === child.stdout ? process.stdout : process.stderr
      createInterface({ input: stream }).on('line', (line) =>
        target.write(`[${worker.name}] ${line}\n`)
      )
    }
  }
  const code = await new Promise((resolve) =>
    child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)))
  )
  children.delete(child)
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  if (prefixed) {
    console.log(`\n[${worker.name}] ${code === 0 ? 'passed' : 'FAILED'} in ${seconds} s`)
  }
  return code
}

async function finish(code) {
  if (database) await database.stop({ remove: true })
  if (base) rmSync(base, { recursive: true, force: true })
  process.exit(code)
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal)
  })
}

const started = performance.now()
const codes = await Promise.all(workers.map(runWorker))
if (workers.length > 1) {
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.log(
    `\nnpm test: ${codes.every((code) => code === 0) ? 'passed' : 'FAILED'} in ${seconds} s`
  )
}
await finish(codes.find((code) => code !== 0) ?? 0)
