import type { IncomingMessage, ServerResponse } from 'node:http'
import type { HttpRequest } from '@adonisjs/core/http'

// The framework answered an undecodable path before any middleware with a bare English
// "Bad Request": it is handled again with every "%" escaped, then answered with the 400 page.

const malformed = new WeakMap<IncomingMessage, string>()

export async function handleMalformedUrl(req: IncomingMessage, res: ServerResponse) {
  const url = req.url ?? '/'
  const queryAt = url.search(/[?#]/)
  const path = queryAt === -1 ? url : url.slice(0, queryAt)
  if (malformed.has(req)) {
    // Escaped once already and still refused: answer as the framework would.
    res.writeHead(400, { 'Content-Type': 'text/plain' }).end('Bad Request')
    return
  }
  malformed.set(req, path)
  req.url = path.replaceAll('%', '%25') + (queryAt === -1 ? '' : url.slice(queryAt))
  const { default: server } = await import('@adonisjs/core/services/server')
  await server.handle(req, res)
}

export function restoreMalformedUrl(request: HttpRequest) {
  const path = malformed.get(request.request)
  if (path === undefined) return false
  request.parsedUrl.pathname = path
  return true
}

export function isMalformedUrl(request: HttpRequest) {
  return malformed.has(request.request)
}
