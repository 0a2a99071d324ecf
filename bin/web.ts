/*
| The web launcher: WEB_CONCURRENCY copies of the HTTP server (bin/server)
| on one port, through node:cluster (default: one per core). `npm start`
| runs it; in production `node bin/web.js` (beside `node ace jobs:work`).
|
| Why cluster rather than N servers on N ports behind a proxy: the primary
| holds the one listening socket and hands connections round-robin to the
| copies, so nothing else needs configuring, a copy that dies costs only
| the requests it was answering, and the primary starts a new one at once.
| The copies share nothing in memory: sessions, rate limits and jobs live
| in PostgreSQL (README, Decisions).
|
| Stopping: SIGTERM/SIGINT stop every copy (each finishes its requests)
| before the primary exits, so a launcher waiting for this process knows
| the port is free. If the primary is killed outright, the copies exit on
| their own: a cluster worker leaves when its channel to the primary closes.
*/
import cluster, { type Worker } from 'node:cluster'
import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { AggregatorRegistry } from 'prom-client'
import { metricsPort, serveMetrics } from '#core/metrics/metrics_server'

/* A copy dying this often within the window is a crash loop, not bad luck: give up. */
const RESTART_WINDOW_MS = 60_000
const MAX_RESTARTS_IN_WINDOW = 5
// A copy cuts its last requests off at 8 s (app/core/runtime/http_drain.ts); npm start waits 10 s.
const STOP_TIMEOUT_MS = 9_000

function webConcurrency() {
  const raw = process.env.WEB_CONCURRENCY?.trim()
  if (!raw) return availableParallelism()
  const count = Number(raw)
  if (!Number.isInteger(count) || count < 1) {
    console.error(`WEB_CONCURRENCY must be a whole number ≥ 1 (got "${raw}").`)
    process.exit(1)
  }
  return count
}

const count = webConcurrency()
const extension = import.meta.url.endsWith('.ts') ? 'ts' : 'js'
// process.execArgv carries the TypeScript loader in development (bin/lib/watch_parent.js removed itself).
cluster.setupPrimary({ exec: fileURLToPath(new URL(`./server.${extension}`, import.meta.url)) })

/*
| METRICS_PORT: the primary serves GET /metrics there (on METRICS_HOST,
| 127.0.0.1 by default), every copy's metrics summed (prom-client's
| AggregatorRegistry asks each one over the cluster channel). Never on the
| site's port (docs/decisions/0035-metrics.md).
*/
async function serveClusterMetrics() {
  let port: number | undefined
  try {
    port = metricsPort('METRICS_PORT')
  } catch (error) {
    console.error((error as Error).message)
    process.exit(1)
  }
  if (!port) return
  const aggregator = new AggregatorRegistry()
  await serveMetrics({
    port,
    host: process.env.METRICS_HOST?.trim() || undefined,
    metrics: async () => ({
      contentType: aggregator.contentType,
      body: await aggregator.clusterMetrics(),
    }),
    onError: (error) => console.error('metrics: collecting from the web processes failed', error),
  }).catch((error: Error) => {
    console.error(`metrics: cannot listen on METRICS_PORT ${port} (${error.message})`)
    process.exit(1)
  })
}
await serveClusterMetrics()

let stopping = false
const restarts: number[] = []

function fork(): Promise<Worker> {
  const worker = cluster.fork()
  return new Promise((resolve) => {
    worker.once('listening', () => resolve(worker))
    worker.once('exit', () => resolve(worker))
  })
}

cluster.on('exit', (worker, code, signal) => {
  if (stopping) return
  const now = Date.now()
  restarts.push(now)
  while (restarts[0] < now - RESTART_WINDOW_MS) restarts.shift()
  if (restarts.length > MAX_RESTARTS_IN_WINDOW) {
    console.error(`web processes keep dying (${restarts.length} in a minute); stopping.`)
    stop(1)
    return
  }
  console.error(`web process ${worker.process.pid} exited (${signal ?? code}); starting another`)
  fork()
})

async function stop(exitCode: number) {
  if (stopping) return
  stopping = true
  const workers = Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined)
  await Promise.all(
    workers.map(
      (worker) =>
        new Promise<void>((resolve) => {
          if (worker.isDead()) return resolve()
          const timer = setTimeout(() => worker.process.kill('SIGKILL'), STOP_TIMEOUT_MS)
          worker.once('exit', () => {
            clearTimeout(timer)
            resolve()
          })
          worker.process.kill('SIGTERM')
        })
    )
  )
  process.exit(exitCode)
}
process.on('SIGTERM', () => stop(0))
process.on('SIGINT', () => stop(0))
process.on('SIGHUP', () => stop(0))

await Promise.all(Array.from({ length: count }, () => fork()))
