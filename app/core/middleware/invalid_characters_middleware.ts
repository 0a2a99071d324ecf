import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { Exception } from '@adonisjs/core/exceptions'
import { wantsJson } from '#core/http/site'
import { restoreMalformedUrl } from '#core/http/malformed_url'
import { refusal } from '#core/http/json_answer'

// PostgreSQL text cannot hold U+0000 (the query fails and aborts its transaction), and a lone
// surrogate has no UTF-8 form (VineJS's email rule throws on it): refused before any handler.
export default class InvalidCharactersMiddleware {
  handle(ctx: HttpContext, next: NextFn) {
    if (restoreMalformedUrl(ctx.request)) {
      throw new Exception('Bad request', { status: 400, code: 'E_BAD_REQUEST' })
    }
    if (carriesInvalid(ctx.params)) {
      throw new Exception('Not found', { status: 404, code: 'E_ROUTE_NOT_FOUND' })
    }
    if (carriesInvalid(ctx.request.all())) {
      const message = ctx.t('errors.invalidCharacters')
      return ctx.response
        .status(400)
        .send(wantsJson(ctx) ? refusal('E_INVALID_CHARACTERS', message) : message)
    }
    return next()
  }
}

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
