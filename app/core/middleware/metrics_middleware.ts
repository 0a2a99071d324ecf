import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { observeRequest } from '#core/metrics/http_metrics'

// The request id goes on the answer at once, so a static file (which copies the framework's
// headers) carries X-Request-Id too.
export default class MetricsMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const started = performance.now()
    const id = ctx.request.id()
    // In the framework's header list: Node writes faster a response whose headers all go to writeHead at once.
    if (id) ctx.response.header('X-Request-Id', id)
    try {
      return await next()
    } finally {
      const seconds = (performance.now() - started) / 1000
      observeRequest(ctx.route?.pattern, ctx.request.method(), ctx.response.getStatus(), seconds)
    }
  }
}
