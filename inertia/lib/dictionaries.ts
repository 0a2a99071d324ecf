import type { Locale } from '~/i18n'

/** One chunk per language: a page loads its own language's texts, never both. */
const loaders = {
  en: () => import('~/lang/en'),
  es: () => import('~/lang/es'),
} satisfies Record<Locale, () => Promise<unknown>>

export async function loadDictionary(locale: Locale) {
  const module = await loaders[locale]()
  return module.default
}
