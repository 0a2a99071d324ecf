import { HttpContext } from '@adonisjs/core/http'

type BoundLogger = { bindings(): Record<string, unknown> }

export function requestIdMixin(_fields: object, _level: number, logger: BoundLogger) {
  const ctx = HttpContext.get()
  if (!ctx) return {}
  const id = ctx.request.id()
  // A child bound to it already (ctx.logger) would write the key twice.
  if (!id || 'request_id' in logger.bindings()) return {}
  return { request_id: id }
}
