import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { Exception } from '@adonisjs/core/exceptions'
import studioConfig from '#config/studio'

/**
 * Custom generation turned off (STUDIO_CUSTOM_GENERATION=off): its page and its API answer as a
 * path that does not exist (the 404 page, or the same 404 in JSON), for visitors and users alike.
 */
export default class CustomGenerationMiddleware {
  async handle(_ctx: HttpContext, next: NextFn) {
    if (studioConfig.customGeneration) return next()
    throw new Exception('Not found', { status: 404, code: 'E_NOT_FOUND' })
  }
}
