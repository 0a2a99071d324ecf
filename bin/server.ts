/*
| HTTP server entrypoint (the "web" process); bin/web.ts runs several on one
| port. The worker is a separate process: `node ace jobs:work`.
*/
import 'reflect-metadata'
import cluster from 'node:cluster'
import { Ignitor, prettyPrintError } from '@adonisjs/core'
import { drainConnectionsOnTerminate } from '#core/runtime/http_drain'
import { enableProcessMetrics, processMetrics } from '#core/metrics/registry'
import { metricsPort, serveMetrics } from '#core/metrics/metrics_server'

const APP_ROOT = new URL('../', import.meta.url)

const IMPORTER = (filePath: string) => {
  if (filePath.startsWith('./') || filePath.startsWith('../')) {
    return import(new URL(filePath, APP_ROOT).href)
  }
  return import(filePath)
}

new Ignitor(APP_ROOT, { importer: IMPORTER })
  .tap((app) => {
    app.booting(async () => {
      await import('#start/env')
    })
    drainConnectionsOnTerminate(app)
    // Under bin/web.ts the primary serves the metrics of every copy; run alone
    // (node ace serve), the server serves its own on METRICS_PORT.
    enableProcessMetrics()
    app.ready(async () => {
      const port = metricsPort('METRICS_PORT')
      if (cluster.isWorker || !port) return
      const host = process.env.METRICS_HOST?.trim() || undefined
      await serveMetrics({ port, host, metrics: processMetrics })
    })
    // Last of the terminating hooks (they run in reverse): what would keep the process alive
    // once its HTTP server is closed must let go: pg-boss (started by the first job the process
    // enqueued) and, under bin/web.ts, the channel to the cluster primary. Closing that channel
    // ends a cluster worker at once; cluster.worker.disconnect() would instead mark the exit as
    // planned, and a copy told to stop while still booting then lived on after its primary.
    app.terminating(async () => {
      const { default: queue } = await import('#core/queue/queue')
      await queue.stop()
      if (cluster.isWorker) process.disconnect?.()
    })
    app.listen('SIGTERM', () => app.terminate())
    app.listen('SIGINT', () => app.terminate())
  })
  .httpServer()
  .start()
  .catch((error) => {
    process.exitCode = 1
    prettyPrintError(error)
  })
