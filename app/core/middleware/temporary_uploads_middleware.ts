import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { isMultipart, removeTemporaryUploads } from '#core/http/temporary_uploads'

// The body parser writes every uploaded file to disk before any check runs and never deletes it.
export default class TemporaryUploadsMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    if (!isMultipart(ctx)) return next()
    ctx.response.response.once('close', () => {
      // Now, and twice more: a file the parser was still flushing when a refusal cut the
      // upload short gets its path only once written.
      for (const delay of [0, 500, 2_000]) {
        setTimeout(() => {
          removeTemporaryUploads(ctx).catch((error) =>
            ctx.logger.warn({ err: error }, 'temporary upload not removed')
          )
        }, delay).unref()
      }
    })
    try {
      return await next()
    } finally {
      await removeTemporaryUploads(ctx)
    }
  }
}
