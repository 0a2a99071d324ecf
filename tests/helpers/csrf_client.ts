import Tokens from 'csrf'
import { ApiClient, ApiRequest } from '@japa/api-client'
import type { PluginFn } from '@japa/runner/types'
import { CSRF_HEADER, CSRF_SECRET_KEY } from '#core/csrf/csrf_tokens'

declare module '@japa/api-client' {
  interface ApiRequest {
    /** Sends a valid CSRF token, with its secret put in the request's session. */
    withCsrfToken(): this
  }
}

const WANTS_TOKEN = Symbol('wantsCsrfToken')

/**
 * `request.withCsrfToken()` for the API client: a secret in the session
 * (through the session plugin's `withSession`) and a token made from it in
 * the header the app reads (#core/csrf/csrf_tokens).
 */
export function csrfApiClient(): PluginFn {
  return () => {
    ApiRequest.macro('withCsrfToken', function (this: ApiRequest) {
      ;(this as unknown as Record<symbol, boolean>)[WANTS_TOKEN] = true
      return this
    })
    ApiClient.setup(async (request) => {
      if (!(request as unknown as Record<symbol, boolean>)[WANTS_TOKEN]) return
      const tokens = new Tokens()
      const secret = tokens.secretSync()
      request.withSession({ [CSRF_SECRET_KEY]: secret })
      request.header(CSRF_HEADER, tokens.create(secret))
    })
  }
}
