/*
| `npm start`: everything the product needs on one machine, with no setup.
|
|  1. PostgreSQL: DATABASE_URL when given, else an embedded server whose data
|     lives in .data/postgres (kept between starts; LOCAL_DATA_DIR moves .data).
|     A start right after a stop first waits for the earlier server (and its
|     guardian) to be gone (lib/pg_previous_run.js).
|  2. Migrations, when Lucid's record lacks one; meanwhile the pages' production build, made only when its
|     sources changed (lib/frontend_build.js), so every web process serves
|     the same files.
|  3. The (idempotent) demo seeders beside the web launcher (bin/web.ts:
|     WEB_CONCURRENCY copies of the server on one port, node:cluster) and
|     WORKER_CONCURRENCY pg-boss workers.
|  4. The URL, once the web process answers and the seeders are done.
| Ctrl-C, SIGTERM or SIGHUP (a closed terminal) stops the web and worker
| first, PostgreSQL last. Nothing outlives a launcher killed outright: every
| child watches a pipe from it (lib/watch_parent.js) and a guardian process
| stops the daemonised PostgreSQL (lib/postgres_guardian.js).
|
| With NODE_ENV=production it runs the compiled build (npm run build) instead
| of the TypeScript sources. Hot reloading is `npm run dev`.
*/
import { existsSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { previousPort, startEmbeddedPostgres } from './lib/embedded_postgres.js'
import { ensureFrontendBuild } from './lib/frontend_build.js'
import { generateAppKey, readRuntime, writeRuntime } from './lib/local_runtime.js'
import { hasPendingMigrations } from './lib/pending_migrations.js'
import { freePort, portIsFree } from './lib/ports.js'
import { runToEnd, startService, waitForHttp } from './lib/processes.js'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const say = (line) => console.log(`\x1b[35m[velvet]\x1b[0m ${line}`)

if (Number(process.versions.node.split('.')[0]) < 24) {
  console.error(
    `Node ${process.versions.node} is too old: run "npm start" (npm brings Node 24) or install Node 24.`
  )
  process.exit(1)
}
if (existsSync(join(ROOT, '.env'))) process.loadEnvFile(join(ROOT, '.env'))

const production = process.env.NODE_ENV === 'production'
const env = { ...process.env, NODE_ENV: production ? 'production' : 'development' }
env.PORT ??= '3333'
// Only this machine reaches the local server; HOST=0.0.0.0 exposes it (README, Configuration).
env.HOST ??= '127.0.0.1'

function processCount(name, fallback) {
  const raw = env[name]?.trim()
  const count = raw ? Number(raw) : fallback
  if (!Number.isInteger(count) || count < 1) {
    console.error(`${name} must be a whole number ≥ 1 (got "${raw}").`)
    process.exit(1)
  }
  return count
}
// One web process per core by default (bin/web.ts reads WEB_CONCURRENCY the same way). pg-boss
// hands each job to one worker (SKIP LOCKED), so more workers only add throughput.
const webCount = processCount('WEB_CONCURRENCY', availableParallelism())
const workerCount = processCount('WORKER_CONCURRENCY', 1)
/*
| Each web and worker process holds up to DB_POOL_MAX (10) Lucid connections
| plus pg-boss's 4; the embedded server gets room for all of them (and for
| `npm run ace -- …` beside them).
*/
const connectionsNeeded = (webCount + workerCount) * (Number(env.DB_POOL_MAX || 10) + 4) + 20

const DATA_DIR = resolve(ROOT, env.LOCAL_DATA_DIR || '.data')
const runtime = readRuntime(DATA_DIR)
if (!env.APP_KEY) {
  if (production) {
    console.error('APP_KEY must be set in production (see README, Configuration).')
    process.exit(1)
  }
  env.APP_KEY = runtime.APP_KEY ?? generateAppKey()
}

let database = null
const services = []
let stopping = false

async function shutdown(code) {
  if (stopping) return
  stopping = true
  say('stopping…')
  await Promise.all(services.map((service) => service.stop()))
  if (database) {
    await database.stop()
    writeRuntime(DATA_DIR, { APP_KEY: env.APP_KEY })
  }
  say('stopped')
  process.exit(code)
}

async function buildPages() {
  const started = performance.now()
  const outcome = await ensureFrontendBuild({ root: ROOT })
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  say(outcome === 'built' ? `pages built (${seconds} s)` : 'pages unchanged since the last build')
}

process.on('SIGINT', () => shutdown(0))
process.on('SIGTERM', () => shutdown(0))
process.on('SIGHUP', () => shutdown(0))

try {
  // Another server on the port would answer our readiness check and fool us.
  const webPort = Number(env.PORT)
  if (!(await portIsFree(webPort, env.HOST)) || !(await portIsFree(webPort))) {
    throw new Error(
      `Port ${env.PORT} is already in use (another npm start?). Stop it or choose another: PORT=4000 npm start`
    )
  }
  if (!env.DATABASE_URL) {
    const dataDir = join(DATA_DIR, 'postgres')
    const port = await freePort(previousPort(dataDir) ?? 54329)
    say(`starting embedded PostgreSQL on port ${port}`)
    database = await startEmbeddedPostgres({
      dataDir,
      port,
      database: 'velvet',
      maxConnections: connectionsNeeded,
      log: say,
    })
    env.DATABASE_URL = database.url
  } else {
    say('using the PostgreSQL server of DATABASE_URL')
  }
  if (!production)
    writeRuntime(DATA_DIR, {
      APP_KEY: env.APP_KEY,
      ...(database ? { DATABASE_URL: env.DATABASE_URL } : {}),
    })

  const node = process.execPath
  const ace = production ? [join(ROOT, 'build', 'ace.js')] : [join(ROOT, 'ace.js')]
  const web = production
    ? [join(ROOT, 'build', 'bin', 'web.js')]
    : ['--import=@poppinss/ts-exec', '--enable-source-maps', join(ROOT, 'bin', 'web.ts')]
  if (production && !existsSync(join(ROOT, 'build', 'bin', 'web.js'))) {
    throw new Error('No build found: run `npm run build` first.')
  }
  const cwd = production ? join(ROOT, 'build') : ROOT

  const pages = production ? Promise.resolve() : buildPages()
  pages.catch(() => {}) // awaited below; a failure must not go unhandled meanwhile
  if (await hasPendingMigrations({ root: cwd, databaseUrl: env.DATABASE_URL })) {
    say('running migrations')
    await runToEnd(node, [...ace, 'migration:run', '--force'], { cwd, env })
  } else {
    say('database schema up to date')
  }
  await pages
  // The seeders only add what is missing, so the web and worker boot beside them; the URL waits for both.
  say('seeding demo data (only what is missing)')
  const seeded = runToEnd(node, [...ace, 'db:seed'], { cwd, env })
  seeded.catch(() => {}) // awaited below; a failure must not go unhandled meanwhile

  // No Vite dev server: each would optimise the dependencies on its own, under different hashes.
  delete env.DEV_MODE
  services.push(startService('web', node, web, { cwd, env }))
  for (let index = 1; index <= workerCount; index++) {
    const name = workerCount > 1 ? `worker ${index}` : 'worker'
    // Each worker's metrics on a port of its own: METRICS_WORKER_PORT, the next one, …
    const metricsPort = env.METRICS_WORKER_PORT?.trim()
    const workerEnv = metricsPort
      ? { ...env, METRICS_WORKER_PORT: String(Number(metricsPort) + index - 1) }
      : env
    services.push(startService(name, node, [...ace, 'jobs:work'], { cwd, env: workerEnv }))
  }
  for (const service of services) {
    database?.watch(service.child.pid)
    service.exited.then(({ name, code, signal }) => {
      if (stopping) return
      console.error(`${name} process exited (${signal ?? code}); stopping everything.`)
      shutdown(1)
    })
  }

  const url = `http://localhost:${env.PORT}`
  // The readiness check goes where the server listens (a wildcard address includes 127.0.0.1).
  const wildcard = ['0.0.0.0', '::'].includes(env.HOST)
  const probeHost = wildcard ? '127.0.0.1' : env.HOST.includes(':') ? `[${env.HOST}]` : env.HOST
  const up = await waitForHttp(`http://${probeHost}:${env.PORT}/health`, {
    isAlive: () => !stopping,
  })
  if (!up) throw new Error('the web process did not answer in time')
  await seeded
  say(`ready — open ${url}  (Ctrl-C to stop)`)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  await shutdown(1)
}
