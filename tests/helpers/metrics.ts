import { register } from 'prom-client'

/*
| This process's metrics (prom-client's registry, app/core/metrics), read as
| numbers: tests compare a value before and after what they do.
*/

const SUFFIXES = ['_count', '_sum', '_bucket']

/* A value as prom-client's get() gives it; a histogram's name its series (`…_count`). */
type Value = { value: number; labels: Record<string, string | number>; metricName?: string }

/**
 * The sum of a metric's values whose labels include `labels`. `name` may
 * end in `_count`, `_sum` or `_bucket` for a histogram's series.
 */
export async function metricValue(name: string, labels: Record<string, string> = {}) {
  const suffix = SUFFIXES.find((end) => name.endsWith(end))
  const base = suffix ? name.slice(0, -suffix.length) : name
  const metric = register.getSingleMetric(base)
  if (!metric) return 0
  const { values } = (await metric.get()) as { values: Value[] }
  return values
    .filter((value) => (value.metricName ?? base) === name)
    .filter((value) =>
      Object.entries(labels).every(([key, wanted]) => String(value.labels[key]) === wanted)
    )
    .reduce((sum, value) => sum + value.value, 0)
}

/** Every label set a metric (or histogram series) has values for. */
export async function labelSets(name: string) {
  const suffix = SUFFIXES.find((end) => name.endsWith(end))
  const base = suffix ? name.slice(0, -suffix.length) : name
  const metric = register.getSingleMetric(base)
  if (!metric) return []
  const { values } = (await metric.get()) as { values: Value[] }
  return values.filter((value) => (value.metricName ?? base) === name).map((value) => value.labels)
}
