import { randomBytes } from 'node:crypto'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import app from '@adonisjs/core/services/app'
import type { SecurityConfig } from '#config/security'
import { securityHeaders } from '#core/http/security_headers'

/**
 * Security headers on every response: pages, JSON, assets, media and error
 * pages alike. A server middleware, because shield's guards run only for
 * matched routes (a 404 had none). The script nonce is shared with the Edge
 * layout, which puts it on Vite's tags (and the dev server's inline React
 * refresh preamble).
 */
export default class SecurityHeadersMiddleware {
  handle(ctx: HttpContext, next: NextFn) {
    // Read per request so tests can switch a setting (Stripe on, production HSTS).
    const config = app.config.get<SecurityConfig>('security')
    const nonce = randomBytes(16).toString('base64url')
    const overTls = config.hsts.enabled && (config.hsts.publicHttps || ctx.request.secure())
    const headers = securityHeaders({
      nonce,
      stripe: config.stripe,
      mediaOrigin: config.mediaOrigin,
      signedMediaOrigin: config.signedMediaOrigin,
      devServer: config.devServer,
      hstsMaxAgeSeconds: overTls ? config.hsts.maxAgeSeconds : null,
    })
    for (const [name, value] of Object.entries(headers)) ctx.response.header(name, value)
    ctx.view.share({ cspNonce: nonce })
    return next()
  }
}
