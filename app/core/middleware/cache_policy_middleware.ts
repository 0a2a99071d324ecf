import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/** What every dynamic answer varies on: the session, Inertia's JSON-or-HTML, the language. */
const VARY = ['Cookie', 'X-Inertia', 'Accept-Language']

function merged(existing: unknown, add: string[]) {
  const names = String(existing ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
  for (const name of add) {
    if (!names.some((known) => known.toLowerCase() === name.toLowerCase())) names.push(name)
  }
  return names.join(', ')
}

/**
 * No shared cache (a CDN, a proxy) may keep one visitor's page for another.
 * A signed-in visitor's answers, and those of any visitor whose session
 * holds something (a CSRF secret: the answer carries a token), are
 * `private` (kept by their own browser at most, revalidated each time); an
 * anonymous page without a session may be stored but is revalidated too
 * (its ETag makes that cheap). Every answer says what it
 * varies on. Answers that set their own policy (no-store, media) keep it,
 * and gain `private` when personal.
 */
export default class CachePolicyMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    await next()
    const { response } = ctx
    if (response.response.headersSent) return
    response.header('Vary', merged(response.getHeader('Vary'), VARY))
    const current = String(response.getHeader('Cache-Control') ?? '')
    const personal = Boolean(ctx.auth?.user) || (ctx.session !== undefined && !ctx.session.isEmpty)
    if (!current) {
      response.header('Cache-Control', personal ? 'private, no-cache' : 'no-cache')
    } else if (personal && !/\bprivate\b/.test(current)) {
      response.header('Cache-Control', `private, ${current.replace(/\bpublic,?\s*/, '')}`)
    }
  }
}
