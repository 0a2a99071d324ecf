import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { isMultipart, removeTemporaryUploads } from '#core/http/temporary_uploads'

/**
 * Wraps the body parser, which writes every file of a multipart request to
 * disk before any check runs (CSRF, auth, validation) and never deletes it:
 * 2 MB posted by anyone stayed on the server. When the request is done,
 * whatever its outcome, its temporary files are removed; once more when the
 * response closes, for a file still being written when a refusal cut the
 * upload short.
 */
export default class TemporaryUploadsMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    if (!isMultipart(ctx)) return next()
    ctx.response.response.once('close', () => {
      removeTemporaryUploads(ctx).catch((error) =>
        ctx.logger.warn({ err: error }, 'temporary upload not removed')
      )
    })
    try {
      return await next()
    } finally {
      await removeTemporaryUploads(ctx)
    }
  }
}
