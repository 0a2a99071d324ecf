import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { readsAfter } from '#core/db/replica_reads'
import { clock } from '#core/clock'

const WROTE_AT = 'wroteAt'
const READS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * A session's own writes show on its next pages although those read replicas: a write that
 * succeeded leaves its time in the session, and the session's replica reads run on the
 * primary while that write may not have reached the replicas (#core/db/replica_reads). Wall
 * time, as the next request may reach another process.
 */
export default class ReadYourWritesMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const wroteAt = Number(ctx.session.get(WROTE_AT, 0))
    const response = await readsAfter(wroteAt, next)
    if (!READS.has(ctx.request.method()) && ctx.response.getStatus() < 400) {
      ctx.session.put(WROTE_AT, clock.nowMs())
    }
    return response
  }
}
