import { test } from '@japa/runner'
import { localeFromAcceptLanguage, resolveLocale } from '#core/i18n/locales'

test.group('Language resolution: query, cookie, browser, English', () => {
  test('?lang= wins over the stored choice and the browser', ({ assert }) => {
    assert.deepEqual(resolveLocale({ query: 'es', cookie: 'en', acceptLanguage: 'en' }), {
      locale: 'es',
      fromQuery: true,
    })
  })

  test('the stored choice wins over the browser language', ({ assert }) => {
    assert.equal(resolveLocale({ cookie: 'es', acceptLanguage: 'en-US,en;q=0.9' }).locale, 'es')
  })

  test('an unsupported stored value is ignored', ({ assert }) => {
    assert.equal(resolveLocale({ cookie: 'fr', acceptLanguage: 'es-ES' }).locale, 'es')
    assert.equal(resolveLocale({ query: 'de', cookie: 'xx' }).locale, 'en')
  })

  test('the browser language is used when it is es or en, else English', ({ assert }) => {
    assert.equal(resolveLocale({ acceptLanguage: 'es-MX,es;q=0.9' }).locale, 'es')
    assert.equal(resolveLocale({ acceptLanguage: 'fr-FR,fr;q=0.9' }).locale, 'en')
    assert.equal(resolveLocale({}).locale, 'en')
  })

  test('Accept-Language q-values are honoured', ({ assert }) => {
    assert.equal(localeFromAcceptLanguage('fr;q=1, en;q=0.5, es;q=0.8'), 'es')
    assert.equal(localeFromAcceptLanguage('es;q=0, en'), 'en')
    assert.isNull(localeFromAcceptLanguage('de, fr'))
    assert.isNull(localeFromAcceptLanguage(''))
  })
})
