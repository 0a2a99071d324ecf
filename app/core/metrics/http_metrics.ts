import { histogram, PREFIX, SECONDS_BUCKETS } from '#core/metrics/registry'

/*
| HTTP requests by route pattern (`/models/:slug`, never the URL, so the
| label's values are as few as the routes), method and status code. The
| histogram's `_count` is the count per status. Unknown paths are the
| not-found route's (`/*`); `route="(none)"` is what was answered before
| routing: static files, media, malformed requests.
*/

const requests = histogram({
  name: `${PREFIX}http_request_duration_seconds`,
  help: 'HTTP requests: time until the response was ready, by route pattern, method and status',
  labelNames: ['route', 'method', 'status'] as const,
  buckets: SECONDS_BUCKETS,
})

export const NO_ROUTE = '(none)'

type Observer = { observe(value: number): void }

/*
 * The labelled child of each (route, method, status), made once: observing
 * through it skips prom-client's label checks and hashing on every request.
 */
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
