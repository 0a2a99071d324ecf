import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { isMultipart, removeTemporaryUploads } from '#core/http/temporary_uploads'

/**
 * Wraps the body parser, which writes every file of a multipart request to
 * disk before any check runs (CSRF, auth, validation) and never deletes it:
 * 2 MB posted by anyone stayed on the server. When the request is done,
 * whatever its outcome, its temporary files are removed; again when the
 * response closes and twice shortly after, for a file still being written
 * when a refusal cut the upload short.
 */
export default class TemporaryUploadsMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    if (!isMultipart(ctx)) return next()
    ctx.response.response.once('close', () => {
      // Now, and twice more: a file the parser was still flushing when a refusal cut the
      // upload short gets its path only once written (seen at load 9: after both passes).
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
