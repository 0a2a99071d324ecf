import { HttpContext } from '@adonisjs/core/http'

/*
| Every log line written while a request runs carries its id (`request_id`,
| the id the answer's `X-Request-Id` header gives), whichever logger wrote
| it: `ctx.logger` is bound to it already, and this pino mixin
| (config/logger.ts) adds it to lines of the global logger, found through
| the request's async context (useAsyncLocalStorage, config/app.ts).
*/

type BoundLogger = { bindings(): Record<string, unknown> }

export function requestIdMixin(_fields: object, _level: number, logger: BoundLogger) {
  const ctx = HttpContext.get()
  if (!ctx) return {}
  const id = ctx.request.id()
  // A child bound to it already (ctx.logger) would write the key twice.
  if (!id || 'request_id' in logger.bindings()) return {}
  return { request_id: id }
}
