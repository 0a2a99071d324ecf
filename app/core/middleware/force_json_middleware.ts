import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/**
 * API routes always answer JSON (errors and validation included), whatever
 * the client's Accept header says, instead of an HTML redirect back.
 */
export default class ForceJsonMiddleware {
  handle({ request }: HttpContext, next: NextFn) {
    request.request.headers.accept = 'application/json'
    return next()
  }
}
