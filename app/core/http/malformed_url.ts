import type { IncomingMessage, ServerResponse } from 'node:http'
import type { HttpRequest } from '@adonisjs/core/http'

/*
| A path that is not percent-encoded UTF-8 (/models/%E0%A4%A) cannot be
| decoded, and the framework answered it before any middleware with a bare
| English "Bad Request". Such a request is handled again with every "%" of
| its path escaped, so it decodes and goes through the middleware like any
| other (language, session, Inertia); the last router middleware then
| answers it with the 400 page, under the path the browser asked for.
*/

/** Requests handled again, with the path they came with. */
const malformed = new WeakMap<IncomingMessage, string>()

/** The server's `onBadUrl` (config/app.ts). */
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

/**
 * True for a request whose path could not be decoded; its URL is put back
 * as the browser sent it (the page, its links and Inertia show that one).
 */
export function restoreMalformedUrl(request: HttpRequest) {
  const path = malformed.get(request.request)
  if (path === undefined) return false
  request.parsedUrl.pathname = path
  return true
}

/** True for a request whose path could not be decoded (the media middleware answers it before the router). */
export function isMalformedUrl(request: HttpRequest) {
  return malformed.has(request.request)
}
