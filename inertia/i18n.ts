import i18next, { type BackendModule, type i18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import type { Dictionary } from '../resources/lang/merge.js'

export const LOCALES = ['en', 'es'] as const
export type Locale = (typeof LOCALES)[number]

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

export type LoadDictionary = (locale: Locale) => Promise<Dictionary>

/** Fetches a language the instance does not hold yet (the browser's switch to the other one). */
function lazyDictionaries(load: LoadDictionary): BackendModule {
  return {
    type: 'backend',
    init() {},
    read(language, _namespace, callback) {
      if (!isLocale(language)) return callback(null, {})
      load(language).then(
        (dictionary) => callback(null, dictionary as never),
        (error) => callback(error, null)
      )
    },
  }
}

/**
 * One i18next instance per React tree: the browser makes one, the SSR
 * renderer one per language. `dictionaries` are the languages it starts
 * with (the browser: only the page's); with `load`, another language is
 * fetched when the visitor switches, and the texts change once it is there
 * (never a flash of keys). A missing key renders as the key itself and
 * logs a warning.
 */
export function createI18n(
  locale: Locale,
  dictionaries: Partial<Record<Locale, Dictionary>>,
  load?: LoadDictionary
): i18n {
  const instance = i18next.createInstance()
  if (load) instance.use(lazyDictionaries(load))
  instance.use(initReactI18next).init({
    resources: Object.fromEntries(
      Object.entries(dictionaries).map(([language, dictionary]) => [
        language,
        { translation: dictionary },
      ])
    ),
    partialBundledLanguages: !!load,
    lng: locale,
    fallbackLng: false,
    supportedLngs: [...LOCALES],
    initAsync: false,
    interpolation: { escapeValue: false },
    saveMissing: true,
    missingKeyHandler: (lngs, _ns, key) => {
      console.warn(`[i18n] missing key "${key}" for ${lngs.join(',')}`)
    },
    react: { useSuspense: false },
  })
  return instance
}
