import { histogram, PREFIX, SECONDS_BUCKETS } from '#core/metrics/registry'

// Labelled by route pattern, never the URL, so the label's values are as few as the routes.

const requests = histogram({
  name: `${PREFIX}http_request_duration_seconds`,
  help: 'HTTP requests: time until the response was ready, by route pattern, method and status',
  labelNames: ['route', 'method', 'status'] as const,
  buckets: SECONDS_BUCKETS,
})

export const NO_ROUTE = '(none)'

type Observer = { observe(value: number): void }

// One child per label set: observing through it skips prom-client's label checks on every request.
const children = new Map<string, Observer>()

export function observeRequest(
  route: string | undefined,
  method: string,
  status: number,
  seconds: number
) {
  const key = `${status} ${method} ${route ?? NO_ROUTE}`
  let child = children.get(key)
  if (!child) {
    child = requests.labels({ route: route ?? NO_ROUTE, method, status: String(status) })
    children.set(key, child)
  }
  child.observe(seconds)
}
