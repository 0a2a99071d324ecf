import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import StaticMiddleware from '@adonisjs/static/static_middleware'
import app from '@adonisjs/core/services/app'

/**
 * public/ holds files only (favicon, og image, the built assets), all with
 * an extension: page routes (/models, /categories/x) skip the file-system
 * lookup the static server would otherwise do on every request.
 */
export default class StaticFilesMiddleware {
  #static?: StaticMiddleware

  async handle(ctx: HttpContext, next: NextFn) {
    if (!/\.[a-z0-9]+$/i.test(ctx.request.url())) return next()
    this.#static ??= await app.container.make(StaticMiddleware)
    return this.#static.handle(ctx, next)
  }
}
