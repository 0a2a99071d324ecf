import { randomBytes } from 'node:crypto'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import app from '@adonisjs/core/services/app'
import type { SecurityConfig } from '#config/security'
import { securityHeaders, type SecurityHeaderOptions } from '#core/http/security_headers'

const NONCE_BYTES = 16
const NONCE_MARK = '\0nonce\0'

// One small randomBytes() call per response cost more than the bytes.
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

let built: { key: string; headers: Array<[string, string]> } | null = null
function headersFor(options: Omit<SecurityHeaderOptions, 'nonce'>) {
  const key = JSON.stringify(options)
  if (built?.key !== key) {
    built = { key, headers: Object.entries(securityHeaders({ ...options, nonce: NONCE_MARK })) }
  }
  return built.headers
}

const nonces = new WeakMap<HttpContext, string>()

// Read when a request's Edge renderer is made, so a request that renders no HTML makes none.
export function cspNonceOf(ctx: HttpContext) {
  return nonces.get(ctx)
}

// A server middleware, because shield's guards run only for matched routes (a 404 had none).
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
