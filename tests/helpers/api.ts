import { ApiRequest } from '@japa/api-client'

declare module '@japa/api-client' {
  interface ApiRequest {
    /** A cookie as the browser's JavaScript writes it (lang, age_ok): not signed, not encoded. */
    withRawCookie(name: string, value: string): this
  }
}

ApiRequest.macro('withRawCookie', function (this: ApiRequest, name: string, value: string) {
  this.cookiesJar[name] = { name, value }
  return this
})
