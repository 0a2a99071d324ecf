import i18next, { type i18n } from 'i18next'
import type { Dictionary } from '../resources/lang/merge.js'

export const LOCALES = ['en', 'es'] as const
export type Locale = (typeof LOCALES)[number]

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/**
 * One i18next instance per React tree: the browser makes one, the SSR renderer one per language.
 * The server starts with every text of each language; the browser with none, its dictionary files
 * added as pages need them (inertia/lib/texts.ts).
 */
export function createI18n(
  locale: Locale,
  dictionaries: Partial<Record<Locale, Dictionary>>
): i18n {
  const instance = i18next.createInstance()
  instance.init({
    resources: Object.fromEntries(
      Object.entries(dictionaries).map(([language, dictionary]) => [
        language,
        { translation: dictionary },
      ])
    ),
    lng: locale,
    fallbackLng: false,
    supportedLngs: [...LOCALES],
    initAsync: false,
    interpolation: { escapeValue: false },
    saveMissing: true,
    missingKeyHandler: (lngs, _ns, key) => {
      console.warn(`[i18n] missing key "${key}" for ${lngs.join(',')}`)
    },
  })
  return instance
}
