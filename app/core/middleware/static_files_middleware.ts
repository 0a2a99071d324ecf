import { extname } from 'node:path'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import StaticMiddleware from '@adonisjs/static/static_middleware'
import app from '@adonisjs/core/services/app'
import { isCompressibleAsset, precompressedVariant } from '#core/http/precompressed'

// public/ holds files with an extension only: page routes skip the static server's file lookup.
export default class StaticFilesMiddleware {
  #static?: StaticMiddleware

  async handle(ctx: HttpContext, next: NextFn) {
    const url = ctx.request.url()
    if (!/\.[a-z0-9]+$/i.test(url)) return next()
    this.#static ??= await app.container.make(StaticMiddleware)
    if (isCompressibleAsset(url)) this.#serveCompressed(ctx, url)
    return this.#static.handle(ctx, next)
  }

  #serveCompressed(ctx: HttpContext, path: string) {
    ctx.response.header('Vary', 'Accept-Encoding')
    const variant = precompressedVariant(path, ctx.request.header('accept-encoding'), (file) =>
      app.publicPath(file.slice(1))
    )
    if (!variant) return
    // The static server then sends the copy; a type set first is kept (not `.br`'s).
    ctx.response.header('Content-Type', contentTypeOf(path))
    ctx.response.header('Content-Encoding', variant.name)
    const raw = ctx.request.request
    const query = raw.url?.includes('?') ? raw.url.slice(raw.url.indexOf('?')) : ''
    raw.url = `${path}${variant.suffix}${query}`
  }
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
}

function contentTypeOf(path: string) {
  return TYPES[extname(path)] ?? 'application/octet-stream'
}
