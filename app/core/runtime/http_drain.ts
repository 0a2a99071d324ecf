import type { ApplicationService } from '@adonisjs/core/types'

/* A request still running after this long is cut off: the process must go (npm start waits 10 s). */
const FORCE_CLOSE_MS = 8_000

/**
 * A web process told to stop (SIGTERM: a deploy, a smaller WEB_CONCURRENCY,
 * npm start stopping) finishes the requests it has and then closes every
 * keep-alive connection, so it exits. The framework only calls
 * server.close(), which waits for every keep-alive connection to end: a
 * client that keeps sending on one kept the process alive until it was
 * killed, losing whatever it was answering. While stopping, each answer
 * carries `Connection: close`; the client opens its next connection to
 * another process (bin/web.ts hands it one).
 *
 * Registered once the app is ready, because terminating hooks run last
 * registered first: this runs before the framework's close.
 */
export function drainConnectionsOnTerminate(app: ApplicationService) {
  app.ready(async () => {
    const server = await app.container.make('server')
    const node = server.getNodeServer()
    if (!node) return
    app.terminating(async () => {
      node.prependListener('request', (_request, response) => {
        response.setHeader('connection', 'close')
      })
      const closed = new Promise<void>((resolve) => node.close(() => resolve()))
      node.closeIdleConnections()
      const force = setTimeout(() => node.closeAllConnections(), FORCE_CLOSE_MS)
      await closed
      clearTimeout(force)
    })
  })
}
