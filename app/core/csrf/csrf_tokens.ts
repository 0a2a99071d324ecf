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

/**
 * Whether the request carries a token made from its session's secret, in
 * the `_csrf` field or the header: a page's form sends the field it was
 * rendered with and, once the script runs, the header the browser kept
 * too; either one valid is enough.
 */
export function hasValidCsrfToken(ctx: HttpContext): boolean {
  const secret = secretOf(ctx)
  if (!secret) return false
  const valid = (token: unknown) =>
    typeof token === 'string' && token.length > 0 && tokens.verify(secret, token)
  return valid(ctx.request.input('_csrf')) || valid(ctx.request.header(CSRF_HEADER))
}

const formTokens = new WeakMap<HttpContext, string>()

/**
 * A page whose forms must work before its script runs (a plain form post)
 * renders a token in each form: this begins the session, as a first write
 * would. Only the pages that ask carry one, so catalog pages stay
 * session-free and their bodies shareable.
 */
export function offerFormToken(ctx: HttpContext) {
  formTokens.set(ctx, issueCsrfToken(ctx))
}

/** The token the page offered its forms, if it did. */
export function formTokenOf(ctx: HttpContext): string | null {
  return formTokens.get(ctx) ?? null
}

/**
 * A browser's own word that a post comes from one of our pages: Fetch
 * Metadata (`Sec-Fetch-Site: same-origin`), or, from a browser that does not
 * send it, an `Origin` naming this host. Neither can be set by another site's
 * page. Used for the few writes that belong to no session (see the CSRF
 * middleware), whose forms sit on pages read without one.
 */
export function isSameOriginPost(ctx: HttpContext): boolean {
  const site = ctx.request.header('sec-fetch-site')
  if (site) return site === 'same-origin'
  const origin = ctx.request.header('origin')
  if (!origin || origin === 'null') return false
  try {
    return new URL(origin).host === ctx.request.header('host')
  } catch {
    return false
  }
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
