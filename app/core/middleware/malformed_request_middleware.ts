import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { LOCALE_COOKIE, resolveLocale } from '#core/i18n/locales'
import { translator } from '#core/i18n/translator'
import { wantsJson } from '#core/http/site'
import { refusal } from '#core/http/json_answer'

const AUTHORITY = /^(?:[a-z0-9_.-]+|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/i

const MAX_HOST_LENGTH = 260

// Nearly every request names the same host: checked once.
let lastValidHost: string | null = null

export function isValidHost(host: string) {
  if (host === lastValidHost) return true
  if (host.length > MAX_HOST_LENGTH) return false
  const match = AUTHORITY.exec(host)
  if (!match) return false
  if (match[1] !== undefined && Number(match[1]) > 65_535) return false
  if (!URL.canParse(`http://${host}/`)) return false
  lastValidHost = host
  return true
}

// Every page's origin is built from the Host: one with a space or a port out of range made
// every page a 500. Refused as a 400 before anything reads it.
export default class MalformedRequestMiddleware {
  handle(ctx: HttpContext, next: NextFn) {
    const { request } = ctx
    const host = request.host()
    const protocol = request.protocol()
    if ((host !== null && !isValidHost(host)) || !['http', 'https'].includes(protocol)) {
      return refuse(ctx)
    }
    return next()
  }
}

function refuse(ctx: HttpContext) {
  const { locale } = resolveLocale({
    cookie: ctx.request.plainCookie(LOCALE_COOKIE, { encoded: false }),
    acceptLanguage: ctx.request.header('accept-language'),
  })
  const message = translator(locale)('errors.badRequest')
  ctx.response.header('Content-Language', locale)
  ctx.response.status(400)
  if (wantsJson(ctx)) return ctx.response.send(refusal('E_BAD_REQUEST', message))
  return ctx.response.type('text/plain').send(message)
}
