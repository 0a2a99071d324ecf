import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import ViteMiddleware from '@adonisjs/vite/vite_middleware'
import app from '@adonisjs/core/services/app'
import { isDevAssetUrl } from '#core/http/dev_asset_paths'

// Only the paths the browser app needs (dev_asset_paths.ts): left to itself Vite serves every file.
export default class ViteDevMiddleware {
  #vite?: ViteMiddleware

  async handle(ctx: HttpContext, next: NextFn) {
    if (!isDevAssetUrl(ctx.request.request.url ?? '/', app.appRoot.pathname)) return next()
    this.#vite ??= await app.container.make(ViteMiddleware)
    return this.#vite.handle(ctx, next)
  }
}
