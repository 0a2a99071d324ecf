import { createServer, type Server } from 'node:http'

export type MetricsText = { contentType: string; body: string }

export type MetricsServerOptions = {
  port: number
  host?: string
  metrics: () => Promise<MetricsText>
  onError?: (error: unknown) => void
}

export const DEFAULT_METRICS_HOST = '127.0.0.1'

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

export function metricsPort(name: string, raw = process.env[name]): number | undefined {
  const text = raw?.trim()
  if (!text) return undefined
  const port = Number(text)
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    throw new Error(`${name} must be a port number (got "${text}")`)
  }
  return port
}
