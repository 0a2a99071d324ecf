import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { Exception } from '@adonisjs/core/exceptions'
import { wantsJson } from '#core/http/site'
import { restoreMalformedUrl } from '#core/http/malformed_url'

/**
 * PostgreSQL text cannot hold U+0000: a query bound to such a value fails
 * (and aborts its transaction), which would surface as a server error. A
 * lone UTF-16 surrogate ("\ud800" in JSON) is not a character at all: it has
 * no UTF-8 form, and VineJS's email rule throws a URIError on it. No
 * form can type either, so input that carries one in the body or the query
 * string is refused as a whole before any handler runs (a path with one
 * leads nowhere: 404).
 */
export default class InvalidCharactersMiddleware {
  handle(ctx: HttpContext, next: NextFn) {
    // A path that is not percent-encoded UTF-8 (http/malformed_url.ts): the 400 page.
    if (restoreMalformedUrl(ctx.request)) {
      throw new Exception('Bad request', { status: 400, code: 'E_BAD_REQUEST' })
    }
    // No page or record has such a path: the not-found page, as for any other unknown path.
    if (carriesInvalid(ctx.params)) {
      throw new Exception('Not found', { status: 404, code: 'E_ROUTE_NOT_FOUND' })
    }
    if (carriesInvalid(ctx.request.all())) {
      const message = ctx.t('errors.invalidCharacters')
      return ctx.response
        .status(400)
        .send(wantsJson(ctx) ? { success: false, message, code: 'E_INVALID_CHARACTERS' } : message)
    }
    return next()
  }
}

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

function isInvalidText(text: string) {
  return text.includes('\u0000') || LONE_SURROGATE.test(text)
}

function carriesInvalid(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return isInvalidText(value)
  if (depth > 32 || value === null || typeof value !== 'object') return false
  for (const [key, entry] of Object.entries(value)) {
    if (isInvalidText(key) || carriesInvalid(entry, depth + 1)) return true
  }
  return false
}
