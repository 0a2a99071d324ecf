import i18next, { type i18n, type TFunction } from 'i18next'
import logger from '@adonisjs/core/services/logger'
import { dictionaries } from '../../../resources/lang/dictionaries.js'
import { DEFAULT_LOCALE, LOCALES, type Locale } from '#core/i18n/locales'

export { dictionaries }

let instance: i18n | undefined

function createInstance(): i18n {
  const created = i18next.createInstance()
  created.init({
    resources: {
      en: { translation: dictionaries.en },
      es: { translation: dictionaries.es },
    },
    lng: DEFAULT_LOCALE,
    fallbackLng: false,
    supportedLngs: [...LOCALES],
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    // A missing key renders as the key itself and is logged.
    saveMissing: true,
    missingKeyHandler: (lngs, _ns, key) => {
      logger.warn({ key, locales: lngs }, 'missing translation key')
    },
  })
  return created
}

export function translator(locale: Locale): TFunction {
  instance ??= createInstance()
  return instance.getFixedT(locale)
}

export function hasTranslation(locale: Locale, key: string) {
  instance ??= createInstance()
  return instance.exists(key, { lng: locale })
}
