/*
| `npm run drill`: the scale-out drill, on this machine, throw-away.
|
|  1. A primary and a streaming replica (embedded PostgreSQL, loopback,
|     tests/helpers/replica_cluster.ts), migrated and seeded with the demo data.
|  2. Two web launchers (bin/web.ts, one server each, two ports, serving the
|     production build of the pages as `npm start` does) and two workers,
|     with DATABASE_REPLICA_URLS set.
|  3. Signed-in virtual users behind a round-robin balancer (bin/lib/drill_*)
|     through four phases: steady; one web killed (SIGKILL); one worker killed
|     (SIGKILL: pg-boss hands its jobs on); the replica stopped.
|  4. Every paid request ended (by its deadline at the latest), `ace
|     payments:reconcile`, `ace ledger:verify`, the invariants' SQL; a table
|     per phase. Exit 1 when an invariant fails. Options: --users N, --seconds S.
*/
import { randomBytes } from 'node:crypto'
import { mkdirSync, readdirSync, rmSync } from 'node:fs'
import { cpus } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { setTimeout as sleep } from 'node:timers/promises'
import pg from 'pg'
import { startReplicaPair } from '#tests/helpers/replica_cluster'
// @ts-expect-error the launcher's own helpers (plain JS, no types)
import { ensureFrontendBuild } from './lib/frontend_build.js'
// @ts-expect-error the launcher's own helpers (plain JS, no types)
import { freePort } from './lib/ports.js'
// @ts-expect-error the launcher's own helpers (plain JS, no types)
import { runToEnd, startService, waitForHttp } from './lib/processes.js'
import { Balancer } from './lib/drill_balancer.js'
import { Recorder, VirtualUser, type Catalog } from './lib/drill_users.js'
import {
  checkInvariants,
  unfinishedPaidRequests,
  usersLike,
  type RunQuery,
} from './lib/drill_invariants.js'
import { activeJobs, generateTimes, unfinishedEvidence } from './lib/drill_evidence.js'
import { phaseTable } from './lib/drill_report.js'
import { CpuMeter } from './lib/drill_cpu.js'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
// UTC times, to read beside the queue's timestamps.
const say = (line: string) =>
  console.log(`\x1b[36m[drill ${new Date().toISOString().slice(11, 19)}]\x1b[0m ${line}`)
const { values } = parseArgs({
  options: { users: { type: 'string', default: '30' }, seconds: { type: 'string', default: '15' } },
})
const users = Number(values.users)
const seconds = Number(values.seconds)
// Shorter than production's, as the tests do: a photo still queued then is refunded, so the
// drain below is bounded by it (plus the deadline job's own polling and one retry).
const PHOTO_DEADLINE_S = 45
const DRAIN_TIMEOUT_MS = (PHOTO_DEADLINE_S + 20) * 1000

type Service = { child: { pid: number }; stop(): Promise<void> }
const node = process.execPath
const ace = join(ROOT, 'ace.js')
// Kept between drills: the demo catalog's media are drawn once (minutes), then only checked.
const mediaRoot = resolve(ROOT, process.env.LOCAL_DATA_DIR || '.data', 'drill-media')
mkdirSync(mediaRoot, { recursive: true })
const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: 'development',
  APP_KEY: randomBytes(32).toString('base64url'),
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  // The balancer is the proxy in front: each virtual user's address comes in X-Forwarded-For.
  TRUSTED_PROXIES: 'loopback',
  WEB_CONCURRENCY: '1',
  DRIVE_ROOT: mediaRoot,
  // A killed worker's jobs go to the other within seconds, not the default half minute.
  QUEUE_MONITOR_SECONDS: '5',
  // Pictures take a moment, as a provider's do, so a killed worker has some in hand.
  AI_IMAGE_LOCAL_LATENCY_MS: '1500',
  STUDIO_PHOTO_WAIT_MS: '5000',
  STUDIO_PHOTO_DEADLINE_S: String(PHOTO_DEADLINE_S),
  AI_CHAT_LOCAL_DELAY_MS: '0',
}
delete env.DEV_MODE

say(`${users} users, ${seconds} s per phase, on ${cpus().length} cores (${cpus()[0]?.model})`)
const built = await ensureFrontendBuild({ root: ROOT })
say(built === 'built' ? 'pages built' : 'pages unchanged since the last build')
const pair = await startReplicaPair({
  logStatements: false,
  prepare: async (primaryUrl) => {
    const onPrimary = { cwd: ROOT, env: { ...env, DATABASE_URL: primaryUrl } }
    await runToEnd(node, [ace, 'migration:run', '--force', '--compact-output'], onPrimary)
    await runToEnd(node, [ace, 'db:seed'], onPrimary)
  },
})
env.DATABASE_URL = pair.primaryUrl
env.DATABASE_REPLICA_URLS = pair.replicaUrl
say('primary and replica up, migrated and seeded')

const primary = new pg.Pool({ connectionString: pair.primaryUrl, max: 2 })
const run: RunQuery = async (sql) => {
  const result = await primary.query(sql)
  return result.rows
}
const services: Service[] = []
let exitCode = 1
try {
  const ports: number[] = [await freePort(), await freePort()]
  const webs: Service[] = ports.map((port, index) =>
    startService(
      `web ${index + 1}`,
      node,
      ['--import=@poppinss/ts-exec', '--enable-source-maps', join(ROOT, 'bin', 'web.ts')],
      { cwd: ROOT, env: { ...env, PORT: String(port) } }
    )
  )
  const workers: Service[] = [1, 2].map((index) =>
    // Errors only: each photo its deadline refunds is a warning with its stack, by the hundred.
    startService(`worker ${index}`, node, [ace, 'jobs:work'], {
      cwd: ROOT,
      env: { ...env, LOG_LEVEL: 'error' },
    })
  )
  services.push(...webs, ...workers)
  for (const port of ports) {
    if (!(await waitForHttp(`http://127.0.0.1:${port}/health`))) throw new Error('web not up')
  }
  say(`web processes on ports ${ports.join(', ')}; 2 workers`)

  const catalog: Catalog = {
    models: (await run('SELECT id, slug FROM models ORDER BY id LIMIT 40')) as Catalog['models'],
    packageIds: await run('SELECT id FROM packages ORDER BY sort_order').then((rows) =>
      rows.map((row) => Number(row.id))
    ),
  }
  if (!catalog.models.length || !catalog.packageIds.length) throw new Error('no demo catalog')

  const recorder = new Recorder()
  const balancer = new Balancer(ports)
  const tag = randomBytes(3).toString('hex')
  const drillUsers = `drill-${tag}-%`
  const crowd = Array.from(
    { length: users },
    (_, index) => new VirtualUser(balancer, index, recorder, catalog, tag)
  )
  await Promise.all(crowd.map((user) => user.register()))
  // The mailbox's code is not what the drill measures: the addresses are marked verified.
  await primary.query(`UPDATE users SET email_verified_at = now() WHERE email LIKE '${drillUsers}'`)
  await Promise.all(crowd.map((user) => user.signIn()))
  say(`${users} users registered and signed in`)

  const cpu = new CpuMeter({
    web: { pids: webs.map((web) => web.child.pid) },
    workers: { pids: workers.map((worker) => worker.child.pid) },
    primary: { postgresPort: Number(new URL(pair.primaryUrl).port) },
    replica: { postgresPort: Number(new URL(pair.replicaUrl).port) },
  })
  const faults: [string, () => Promise<void> | void][] = [
    ['steady', () => {}],
    ['web killed', () => process.kill(webs[0].child.pid, 'SIGKILL')],
    ['worker killed', () => process.kill(workers[0].child.pid, 'SIGKILL')],
    ['replica stopped', () => pair.stopReplica('fast')],
  ]
  let running = true
  recorder.phase = faults[0][0]
  const load = Promise.all(crowd.map((user) => user.run(() => running)))
  const phases = []
  for (const [name, fault] of faults) {
    recorder.phase = name
    const started = performance.now()
    cpu.mark(name)
    await fault()
    say(`phase: ${name}`)
    await sleep(seconds * 1000 - (performance.now() - started))
    phases.push({ name, seconds: (performance.now() - started) / 1000 })
  }
  running = false
  recorder.phase = 'winding down'
  cpu.mark('winding down and draining')
  await load

  // Every paid request ends by its deadline at the latest (completed, or refunded by it).
  say(`waiting for the paid requests to end (at most ${DRAIN_TIMEOUT_MS / 1000} s)`)
  const drainedBy = Date.now() + DRAIN_TIMEOUT_MS
  while (Date.now() < drainedBy && (await unfinishedPaidRequests(run, drillUsers)) > 0) {
    await sleep(500)
  }
  const left = await unfinishedPaidRequests(run, drillUsers)
  const drainSeconds = (DRAIN_TIMEOUT_MS - (drainedBy - Date.now())) / 1000
  say(`drained in ${drainSeconds.toFixed(1)} s`)
  cpu.mark('end')
  for (const line of await activeJobs(run)) console.log(line)

  say('photo jobs (studio.generate) by when they were sent:')
  for (const line of await generateTimes(run)) console.log(line)
  if (left) {
    for (const line of await unfinishedEvidence(run, usersLike(drillUsers))) console.log(line)
  }
  const table = phaseTable(recorder.samples, phases)
  console.log(`\n${table.text}\n`)
  const requests = Object.fromEntries(table.rows.map((row) => [row.name, row.requests]))
  console.log(`${cpu.table(requests)}\n`)
  // A payment whose confirm broke in flight is taken and not credited yet: the sandbox card sends
  // no webhook, so the safety net production runs from cron credits it, as it would there.
  say('payments:reconcile (the hourly cron in production)')
  let reconciled = true
  await runToEnd(node, [ace, 'payments:reconcile', '--hours', '1'], { cwd: ROOT, env }).catch(
    () => (reconciled = false)
  )
  let verified = true
  await runToEnd(node, [ace, 'ledger:verify'], { cwd: ROOT, env }).catch(() => (verified = false))
  const report = await checkInvariants(run, drillUsers, recorder.confirmedPurchases)
  if (left) report.failures.push(`${left} paid studio requests still unfinished after the drain`)
  if (!verified) report.failures.push('ledger:verify found a problem')
  if (!reconciled) report.failures.push('payments:reconcile could not settle a payment')
  console.log(
    `paid studio requests: ${report.paidRequests} (${report.completed} completed, ${report.refunded} refunded); ` +
      `purchases: ${recorder.confirmedPurchases} confirmed to buyers, ${report.credited} credited`
  )
  for (const failure of report.failures) console.log(`INVARIANT FAILED: ${failure}`)
  if (!report.failures.length) say('every invariant holds')
  exitCode = report.failures.length ? 1 : 0
} catch (error) {
  console.error(error)
} finally {
  await Promise.all(services.map((service) => service.stop()))
  await primary.end()
  await pair.stop()
  // What the users made goes; the catalog's drawings stay for the next drill.
  for (const folder of readdirSync(mediaRoot)) {
    if (folder !== 'catalog') rmSync(join(mediaRoot, folder), { recursive: true, force: true })
  }
}
process.exit(exitCode)
