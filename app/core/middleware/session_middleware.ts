import { configProvider } from '@adonisjs/core'
import app from '@adonisjs/core/services/app'
import emitter from '@adonisjs/core/services/emitter'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { Session } from '@adonisjs/session'
import type { ResolvedSessionConfig } from '@adonisjs/session/types'
// The package's declaration of `ctx.session` (its middleware module declares it).
import type {} from '@adonisjs/session/session_middleware'

let resolved: Promise<ResolvedSessionConfig> | undefined

function sessionConfig() {
  resolved ??= configProvider
    .resolve<ResolvedSessionConfig>(app, app.config.get('session'))
    .then((config) => {
      if (!config) throw new Error('config/session.ts must export defineConfig(...)')
      return config
    })
  return resolved
}

// @adonisjs/session's middleware, through its public Session class, except that a visitor who
// left nothing in the session gets no cookie and no row (docs/decisions/0032-lazy-sessions.md).
export default class SessionMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const config = await sessionConfig()
    if (!config.enabled) return next()
    const session = new Session(config, config.stores[config.store], emitter, ctx)
    ctx.session = session
    const hadCookie = Boolean(ctx.request.cookie(config.cookieName))
    await session.initiate(false)
    const response = await next()
    if (hadCookie || !session.isEmpty || !session.responseFlashMessages.isEmpty) {
      await session.commit()
    }
    return response
  }
}
