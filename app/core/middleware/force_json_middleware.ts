import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

export default class ForceJsonMiddleware {
  handle({ request }: HttpContext, next: NextFn) {
    request.request.headers.accept = 'application/json'
    return next()
  }
}
