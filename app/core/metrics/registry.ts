import cluster from 'node:cluster'
import {
  AggregatorRegistry,
  Counter,
  Gauge,
  Histogram,
  collectDefaultMetrics,
  register,
  type CounterConfiguration,
  type GaugeConfiguration,
  type HistogramConfiguration,
} from 'prom-client'

/*
| The process's metrics (docs/decisions/metrics.md): prom-client's global
| registry, every name prefixed `velvet_`, plus Node's own process metrics
| (CPU, memory, event-loop delay, GC). Nothing here serves them: the web
| launcher's primary (bin/web.ts) asks its cluster workers on METRICS_PORT,
| a `jobs:work` process serves its own on METRICS_WORKER_PORT.
*/

export const PREFIX = 'velvet_'

/** Seconds, from 5 ms to 30 s: a page, a job step or a provider call. */
export const SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30]

let serving = false

/**
 * For the processes whose metrics are scraped (bin/server.ts, jobs:work):
 * Node's process metrics, and a web process under bin/web.ts answering its
 * primary's requests for its metrics. Other commands and the tests count
 * without them.
 */
export function enableProcessMetrics() {
  if (serving) return
  serving = true
  collectDefaultMetrics({ prefix: PREFIX })
  if (cluster.isWorker) new AggregatorRegistry()
}

/*
 * One instance per name and process: a module loaded twice (a hot reload in
 * development) finds the metric it registered the first time.
 */
function existing<T>(name: string): T | undefined {
  return register.getSingleMetric(name) as T | undefined
}

export function counter<L extends string>(config: CounterConfiguration<L>): Counter<L> {
  return existing<Counter<L>>(config.name) ?? new Counter(config)
}

export function gauge<L extends string>(config: GaugeConfiguration<L>): Gauge<L> {
  return existing<Gauge<L>>(config.name) ?? new Gauge(config)
}

export function histogram<L extends string>(config: HistogramConfiguration<L>): Histogram<L> {
  return existing<Histogram<L>>(config.name) ?? new Histogram(config)
}

/** This process's metrics in Prometheus's text format. */
export async function processMetrics() {
  return { contentType: register.contentType, body: await register.metrics() }
}

/** Seconds since `started` (a performance.now() reading). */
export function secondsSince(started: number) {
  return (performance.now() - started) / 1000
}
