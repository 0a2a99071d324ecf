import type { ApplicationService } from '@adonisjs/core/types'

const FORCE_CLOSE_MS = 8_000

// The framework only calls server.close(), which waits for every keep-alive connection: a
// client that keeps sending kept the process alive until killed. Registered once the app is
// ready, because terminating hooks run last registered first.
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
