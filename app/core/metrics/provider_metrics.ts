import { counter, histogram, PREFIX, SECONDS_BUCKETS, secondsSince } from '#core/metrics/registry'

const calls = histogram({
  name: `${PREFIX}provider_call_duration_seconds`,
  help: 'AI provider calls: time per port, adapter, operation and outcome (ok, error, cancelled); a stream is timed to its end',
  labelNames: ['port', 'adapter', 'operation', 'outcome'] as const,
  buckets: [...SECONDS_BUCKETS, 60, 120],
})

const errors = counter({
  name: `${PREFIX}provider_errors_total`,
  help: 'AI provider calls that failed, per port, adapter, operation and error kind',
  labelNames: ['port', 'adapter', 'operation', 'kind'] as const,
})

type Labels = { port: string; adapter: string; operation: string }
type Outcome = 'ok' | 'error' | 'cancelled'

function kindOf(error: unknown) {
  const kind = (error as { kind?: unknown } | null)?.kind
  return typeof kind === 'string' && /^[a-z_]{1,40}$/.test(kind) ? kind : 'error'
}

function finish(labels: Labels, started: number, outcome: Outcome, error?: unknown) {
  calls.observe({ ...labels, outcome }, secondsSince(started))
  if (outcome === 'error') errors.inc({ ...labels, kind: kindOf(error) })
}

async function* timedStream<T, R>(
  stream: AsyncGenerator<T, R>,
  labels: Labels,
  started: number
): AsyncGenerator<T, R> {
  let outcome: Outcome = 'cancelled'
  try {
    const result = yield* stream
    outcome = 'ok'
    return result
  } catch (error) {
    outcome = 'error'
    finish(labels, started, outcome, error)
    throw error
  } finally {
    if (outcome !== 'error') finish(labels, started, outcome)
  }
}

function isStream(value: unknown): value is AsyncGenerator<unknown, unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Symbol.asyncIterator in value &&
    typeof (value as { next?: unknown }).next === 'function'
  )
}

function timed(call: () => unknown, labels: Labels) {
  const started = performance.now()
  let result: unknown
  try {
    result = call()
  } catch (error) {
    finish(labels, started, 'error', error)
    throw error
  }
  if (result instanceof Promise) {
    return result.then(
      (value) => {
        finish(labels, started, 'ok')
        return value
      },
      (error: unknown) => {
        finish(labels, started, 'error', error)
        throw error
      }
    )
  }
  if (isStream(result)) return timedStream(result, labels, started)
  return result
}

// Methods run on the adapter itself (its private fields); a stream is timed until it ends.
export function instrumentPort<T extends object>(port: T, portName: string): T {
  const named = port as { driver?: unknown; name?: unknown }
  const adapter = String(named.driver ?? named.name ?? 'unknown')
  const wrapped = new WeakMap<Function, unknown>()
  return new Proxy(port, {
    get(target, key) {
      const value = Reflect.get(target, key, target)
      if (typeof value !== 'function' || typeof key !== 'string') return value
      let method = wrapped.get(value)
      if (!method) {
        const labels = { port: portName, adapter, operation: key }
        method = (...args: unknown[]) => timed(() => value.apply(target, args), labels)
        wrapped.set(value, method)
      }
      return method
    },
  })
}
