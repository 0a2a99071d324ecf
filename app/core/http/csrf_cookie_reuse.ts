import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import ShieldMiddleware from '@adonisjs/shield/shield_middleware'
import type { ShieldConfig } from '@adonisjs/shield/types'

const XSRF_COOKIE = 'XSRF-TOKEN'
const SECRET_KEY = 'csrf-secret'
const XSRF_IN_REQUEST = /(?:^|;\s*)XSRF-TOKEN=([^;]*)/
/**
 * A cookie this process issued is reused for this long; then a read gets a
 * fresh one, so the browser's copy (max age 2 h, config/app.ts) never
 * lapses while the visitor only reads.
 */
const REUSE_FOR_MS = 30 * 60_000
const MAX_ENTRIES = 20_000

type Issued = { token: string; secret: string; at: number }

/**
 * Shield's CSRF guard makes a new token on every request and encrypts it
 * into a new XSRF-TOKEN cookie (AES-GCM + HMAC: the largest framework cost
 * of a catalog visit after the session read). On a read (GET, HEAD: no
 * token is checked), when the visitor sends back an XSRF-TOKEN cookie this
 * process issued for the same session secret, that token is still valid
 * (any token of the secret is), so it is reused and no cookie is written.
 * Writes (POST, …) always go through shield's guard, which checks the
 * token; the token never appears in a page body (the browser reads the
 * cookie), so a steady token gives BREACH nothing to compress against.
 */
export class CsrfCookieReuseMiddleware {
  #full: ShieldMiddleware
  #withoutCsrf: ShieldMiddleware
  #checkedMethods: Set<string>
  #enabled: boolean
  /** Encrypted cookie value as sent back by browsers → the token inside. */
  #issued = new Map<string, Issued>()

  constructor(config: ShieldConfig, encryption: any, edge?: any) {
    this.#full = new ShieldMiddleware(config, encryption, edge)
    this.#withoutCsrf = new ShieldMiddleware(
      { ...config, csrf: { ...config.csrf, enabled: false } },
      encryption,
      edge
    )
    this.#enabled = !!config.csrf?.enabled && !!config.csrf.enableXsrfCookie
    this.#checkedMethods = new Set((config.csrf?.methods ?? []).map((m) => m.toUpperCase()))
  }

  handle(ctx: HttpContext, next: NextFn) {
    const reused = this.#enabled ? this.#reusable(ctx) : undefined
    if (reused) {
      ctx.request.csrfToken = reused
      return this.#withoutCsrf.handle(ctx, next)
    }
    return this.#full.handle(ctx, () => {
      if (this.#enabled) this.#remember(ctx)
      return next()
    })
  }

  #reusable(ctx: HttpContext) {
    // An empty list means every method is checked.
    const method = ctx.request.method()
    if (this.#checkedMethods.size === 0 || this.#checkedMethods.has(method)) return
    const cookie = XSRF_IN_REQUEST.exec(ctx.request.header('cookie') ?? '')?.[1]
    if (!cookie) return
    const issued = this.#issued.get(cookie)
    if (!issued || Date.now() - issued.at > REUSE_FOR_MS) return
    const secret = ctx.session?.get(SECRET_KEY)
    return typeof secret === 'string' && secret === issued.secret ? issued.token : undefined
  }

  /** The cookie shield just queued, as the browser will send it back. */
  #remember(ctx: HttpContext) {
    const secret = ctx.session?.get(SECRET_KEY)
    const token = ctx.request.csrfToken
    if (typeof secret !== 'string' || !token) return
    const headers = ctx.response.getHeader('set-cookie')
    const lines = Array.isArray(headers) ? headers : [headers]
    const line = lines.find((value) => String(value).startsWith(`${XSRF_COOKIE}=`))
    if (!line) return
    const value = String(line)
      .slice(XSRF_COOKIE.length + 1)
      .split(';', 1)[0]
    if (this.#issued.size >= MAX_ENTRIES) {
      // Oldest first (a Map iterates in insertion order).
      this.#issued.delete(this.#issued.keys().next().value!)
    }
    this.#issued.set(value, { token, secret, at: Date.now() })
  }
}
