import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { Exception } from '@adonisjs/core/exceptions'
import { wantsJson } from '#core/http/site'

/**
 * PostgreSQL text cannot hold U+0000: a query bound to such a value fails
 * (and aborts its transaction), which would surface as a server error. No
 * form can type it, so input that carries one in the body or the query
 * string is refused as a whole before any handler runs (a path with one
 * leads nowhere: 404).
 */
export default class NulCharactersMiddleware {
  handle(ctx: HttpContext, next: NextFn) {
    // No page or record has such a path: the not-found page, as for any other unknown path.
    if (carriesNul(ctx.params)) {
      throw new Exception('Not found', { status: 404, code: 'E_ROUTE_NOT_FOUND' })
    }
    if (carriesNul(ctx.request.all())) {
      const message = ctx.t('errors.invalidCharacters')
      return ctx.response
        .status(400)
        .send(wantsJson(ctx) ? { success: false, message, code: 'E_INVALID_CHARACTERS' } : message)
    }
    return next()
  }
}

function carriesNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000')
  if (depth > 32 || value === null || typeof value !== 'object') return false
  for (const [key, entry] of Object.entries(value)) {
    if (key.includes('\u0000') || carriesNul(entry, depth + 1)) return true
  }
  return false
}
