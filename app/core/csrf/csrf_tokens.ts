import Tokens from 'csrf'
import { Exception } from '@adonisjs/core/exceptions'
import type { HttpContext } from '@adonisjs/core/http'

/*
| CSRF tokens (docs/decisions/lazy-sessions.md): the `csrf` package's
| per-session secret and salted tokens — the same scheme and session key
| @adonisjs/shield used — created only when a token is asked for, so a
| visitor who only reads never gets a session.
*/

/** The session key holding the secret (Shield's name: sessions made before this change keep working). */
export const CSRF_SECRET_KEY = 'csrf-secret'
/** The request header a token travels in (the `_csrf` field is accepted too); answers carry a fresh one in it. */
export const CSRF_HEADER = 'X-CSRF-Token'

const tokens = new Tokens()

/** The session's secret, when it has one. */
function secretOf(ctx: HttpContext): string | undefined {
  const secret = ctx.session?.get(CSRF_SECRET_KEY)
  return typeof secret === 'string' && secret ? secret : undefined
}

/** A fresh token for the session's secret, made first when the session has none. */
export function issueCsrfToken(ctx: HttpContext): string {
  let secret = secretOf(ctx)
  if (!secret) {
    secret = tokens.secretSync()
    ctx.session.put(CSRF_SECRET_KEY, secret)
  }
  return tokens.create(secret)
}

/** A fresh token when the session already has a secret; never makes one. */
export function currentCsrfToken(ctx: HttpContext): string | undefined {
  const secret = secretOf(ctx)
  return secret ? tokens.create(secret) : undefined
}

/** Whether the request carries a token made from its session's secret. */
export function hasValidCsrfToken(ctx: HttpContext): boolean {
  const secret = secretOf(ctx)
  if (!secret) return false
  const field = ctx.request.input('_csrf')
  const token = typeof field === 'string' && field ? field : ctx.request.header(CSRF_HEADER)
  return typeof token === 'string' && token.length > 0 && tokens.verify(secret, token)
}

/**
 * A write whose token is missing or stale (the session ended while the page
 * stayed open, or a forged post). The exception handler answers it in the
 * caller's language (JSON: 403; pages: back with a toast).
 */
export class StaleFormError extends Exception {
  static status = 403
  static code = 'E_BAD_CSRF_TOKEN'
  static message = 'Invalid or expired CSRF token'
}
