import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import type { TFunction } from 'i18next'
import { LOCALE_COOKIE, resolveLocale, type Locale } from '#core/i18n/locales'
import { translator } from '#core/i18n/translator'

declare module '@adonisjs/core/http' {
  interface HttpContext {
    locale: Locale
    t: TFunction
  }
}

const ONE_YEAR = 60 * 60 * 24 * 365

// `?lang=` also stores the choice, so a shared ?lang link switches the visitor for good.
export default class LocaleMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const { locale, fromQuery } = resolveLocale({
      query: ctx.request.qs().lang,
      cookie: ctx.request.plainCookie(LOCALE_COOKIE, { encoded: false }),
      acceptLanguage: ctx.request.header('accept-language'),
    })
    ctx.locale = locale
    ctx.t = translator(locale)
    ctx.response.header('Content-Language', locale)
    ctx.response.header('Vary', 'Accept-Language, Cookie')
    if (fromQuery) {
      ctx.response.plainCookie(LOCALE_COOKIE, locale, {
        encode: false,
        httpOnly: false,
        maxAge: ONE_YEAR,
        sameSite: 'lax',
      })
    }
    return next()
  }
}
