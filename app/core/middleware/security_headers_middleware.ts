import { randomBytes } from 'node:crypto'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import app from '@adonisjs/core/services/app'
import type { SecurityConfig } from '#config/security'
import { securityHeaders, type SecurityHeaderOptions } from '#core/http/security_headers'

const NONCE_BYTES = 16
const NONCE_MARK = '\0nonce\0'

/**
 * Nonces come from a pool of random bytes filled 256 nonces at a time: one
 * small randomBytes() call per response cost more than the bytes (the
 * bytes are as random; each is used once).
 */
let pool = Buffer.alloc(0)
let poolAt = 0
function nextNonce() {
  if (poolAt + NONCE_BYTES > pool.length) {
    pool = randomBytes(NONCE_BYTES * 256)
    poolAt = 0
  }
  const nonce = pool.toString('base64url', poolAt, poolAt + NONCE_BYTES)
  poolAt += NONCE_BYTES
  return nonce
}

/** The headers for one set of settings, built once, with a mark where each response's nonce goes. */
let built: { key: string; headers: Array<[string, string]> } | null = null
function headersFor(options: Omit<SecurityHeaderOptions, 'nonce'>) {
  const key = JSON.stringify(options)
  if (built?.key !== key) {
    built = { key, headers: Object.entries(securityHeaders({ ...options, nonce: NONCE_MARK })) }
  }
  return built.headers
}

/** Each request's nonce, for its Edge renderer if it gets one (see cspNonceOf). */
const nonces = new WeakMap<HttpContext, string>()

/**
 * The nonce the layout puts on Vite's tags. Read when a request's Edge
 * renderer is made (providers/app_provider.ts), so a request that renders
 * no HTML (Inertia JSON, API calls) makes no renderer at all.
 */
export function cspNonceOf(ctx: HttpContext) {
  return nonces.get(ctx)
}

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
    const nonce = nextNonce()
    const overTls = config.hsts.enabled && (config.hsts.publicHttps || ctx.request.secure())
    const headers = headersFor({
      stripe: config.stripe,
      mediaOrigin: config.mediaOrigin,
      signedMediaOrigin: config.signedMediaOrigin,
      devServer: config.devServer,
      hstsMaxAgeSeconds: overTls ? config.hsts.maxAgeSeconds : null,
    })
    for (const [name, value] of headers) {
      ctx.response.header(
        name,
        value.includes(NONCE_MARK) ? value.replace(NONCE_MARK, nonce) : value
      )
    }
    nonces.set(ctx, nonce)
    return next()
  }
}
