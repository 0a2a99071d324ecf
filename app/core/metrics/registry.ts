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

export const PREFIX = 'velvet_'

export const SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30]

let serving = false

export function enableProcessMetrics() {
  if (serving) return
  serving = true
  collectDefaultMetrics({ prefix: PREFIX })
  if (cluster.isWorker) new AggregatorRegistry()
}

// A module loaded twice (a hot reload) finds the metric it registered the first time.
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

export async function processMetrics() {
  return { contentType: register.contentType, body: await register.metrics() }
}

export function secondsSince(started: number) {
  return (performance.now() - started) / 1000
}
