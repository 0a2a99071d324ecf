import logger from '@adonisjs/core/services/logger'
import env from '#start/env'
import queue from '#core/queue/queue'
import { observeQueueDepth } from '#core/metrics/queue_metrics'
import { enableProcessMetrics, processMetrics } from '#core/metrics/registry'
import { serveMetrics } from '#core/metrics/metrics_server'

export async function serveWorkerMetrics() {
  const port = env.get('METRICS_WORKER_PORT')
  if (!port) return undefined
  enableProcessMetrics()
  observeQueueDepth(() => queue.queues())
  const server = await serveMetrics({
    port,
    host: env.get('METRICS_HOST'),
    metrics: processMetrics,
    onError: (error) => logger.error({ err: error }, 'metrics: collecting failed'),
  })
  logger.info({ port }, 'worker metrics served on /metrics')
  return server
}
