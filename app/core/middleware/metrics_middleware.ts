import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { observeRequest } from '#core/metrics/http_metrics'

/**
 * First of the server middleware: times every request until its answer is
 * ready (an error answer included: the error handler runs inside), labelled
 * by the matched route's pattern (docs/decisions/metrics.md), and puts the
 * request id on the answer at once, so one the framework does not finish
 * itself (a static file, which copies the framework's headers) carries it
 * as `X-Request-Id` too.
 */
export default class MetricsMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const started = performance.now()
    const id = ctx.request.id()
    // In the framework's header list, not on the socket's response: Node writes a response
    // whose headers were all handed to writeHead at once faster (npm run bench -- catalog).
    if (id) ctx.response.header('X-Request-Id', id)
    try {
      return await next()
    } finally {
      const seconds = (performance.now() - started) / 1000
      observeRequest(ctx.route?.pattern, ctx.request.method(), ctx.response.getStatus(), seconds)
    }
  }
}
