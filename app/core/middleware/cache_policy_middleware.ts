import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

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

// No shared cache may keep one visitor's page for another: answers to a session that holds
// something are `private`; anonymous pages may be stored but are revalidated.
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
