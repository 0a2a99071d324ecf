import { createServer } from 'node:net'

/** Resolves to `preferred` when it can be bound on 127.0.0.1, else to a free port. */
export function freePort(preferred = 0) {
  return new Promise((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(freePort(0)))
    server.listen(preferred, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

/** True when nothing listens on the port (on any address), so our server can take it. */
export function portIsFree(port, host = '0.0.0.0') {
  return new Promise((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(false))
    server.listen(port, host, () => server.close(() => resolve(true)))
  })
}
