// A request's language: `?lang=` → stored choice (cookie) → Accept-Language → English.
export const LOCALES = ['en', 'es'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en'

// Plain (not signed) so the browser can write it too.
export const LOCALE_COOKIE = 'lang'

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

export function localeFromAcceptLanguage(header: string | undefined | null): Locale | null {
  if (!header) return null
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      const weight = q ? Number.parseFloat(q.slice(2)) : 1
      return {
        lang: tag.trim().toLowerCase().split('-')[0],
        weight: Number.isNaN(weight) ? 0 : weight,
        index,
      }
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
  return ranked.map((entry) => entry.lang).find(isLocale) ?? null
}

export function resolveLocale(input: {
  query?: unknown
  cookie?: unknown
  acceptLanguage?: string | null
}): { locale: Locale; fromQuery: boolean } {
  if (isLocale(input.query)) return { locale: input.query, fromQuery: true }
  if (isLocale(input.cookie)) return { locale: input.cookie, fromQuery: false }
  return {
    locale: localeFromAcceptLanguage(input.acceptLanguage) ?? DEFAULT_LOCALE,
    fromQuery: false,
  }
}
