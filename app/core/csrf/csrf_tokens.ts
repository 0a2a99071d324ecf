import Tokens from 'csrf'
import type { HttpContext } from '@adonisjs/core/http'

// The `csrf` package's scheme and session key, as @adonisjs/shield used, made only when a
// token is asked for, so a visitor who only reads never gets a session.

// Shield's name, so sessions made before Shield was dropped keep their secret.
export const CSRF_SECRET_KEY = 'csrf-secret'
export const CSRF_HEADER = 'X-CSRF-Token'

const tokens = new Tokens()

function secretOf(ctx: HttpContext): string | undefined {
  const secret = ctx.session?.get(CSRF_SECRET_KEY)
  return typeof secret === 'string' && secret ? secret : undefined
}

export function issueCsrfToken(ctx: HttpContext): string {
  let secret = secretOf(ctx)
  if (!secret) {
    secret = tokens.secretSync()
    ctx.session.put(CSRF_SECRET_KEY, secret)
  }
  return tokens.create(secret)
}

export function currentCsrfToken(ctx: HttpContext): string | undefined {
  const secret = secretOf(ctx)
  return secret ? tokens.create(secret) : undefined
}

export function hasValidCsrfToken(ctx: HttpContext): boolean {
  const secret = secretOf(ctx)
  if (!secret) return false
  const valid = (token: unknown) =>
    typeof token === 'string' && token.length > 0 && tokens.verify(secret, token)
  return valid(ctx.request.input('_csrf')) || valid(ctx.request.header(CSRF_HEADER))
}

const formTokens = new WeakMap<HttpContext, string>()

// Only pages that ask carry a form token, so catalog pages stay session-free and shareable.
export function offerFormToken(ctx: HttpContext) {
  formTokens.set(ctx, issueCsrfToken(ctx))
}

export function formTokenOf(ctx: HttpContext): string | null {
  return formTokens.get(ctx) ?? null
}

// Neither header can be set by another site's page. Only for the few writes that belong to no session.
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
