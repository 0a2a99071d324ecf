import { createServer, type Server } from 'node:http'

/*
| The metrics endpoint: `GET /metrics` on a port of its own, never the
| site's (docs/decisions/metrics.md). No framework and no database: the web
| launcher's primary (bin/web.ts) runs it with the cluster's aggregated
| metrics, a `jobs:work` process with its own. Bound to 127.0.0.1 unless
| METRICS_HOST says otherwise.
*/

export type MetricsText = { contentType: string; body: string }

export type MetricsServerOptions = {
  port: number
  host?: string
  metrics: () => Promise<MetricsText>
  /** Where a failed collection is reported (the primary has no app logger). */
  onError?: (error: unknown) => void
}

export const DEFAULT_METRICS_HOST = '127.0.0.1'

/** Starts the endpoint; resolves once it listens. */
export function serveMetrics(options: MetricsServerOptions): Promise<Server> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0]
    if (path !== '/metrics' || !['GET', 'HEAD'].includes(request.method ?? '')) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n')
      return
    }
    options.metrics().then(
      ({ contentType, body }) => {
        response.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' })
        response.end(request.method === 'HEAD' ? undefined : body)
      },
      (error: unknown) => {
        options.onError?.(error)
        response.writeHead(500, { 'content-type': 'text/plain' }).end('metrics unavailable\n')
      }
    )
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, options.host ?? DEFAULT_METRICS_HOST, () => {
      server.off('error', reject)
      // The endpoint never keeps a stopping process alive.
      server.unref()
      resolve(server)
    })
  })
}

/** A port number from the environment: unset or empty is none; anything else must be a port. */
export function metricsPort(name: string, raw = process.env[name]): number | undefined {
  const text = raw?.trim()
  if (!text) return undefined
  const port = Number(text)
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    throw new Error(`${name} must be a port number (got "${text}")`)
  }
  return port
}
