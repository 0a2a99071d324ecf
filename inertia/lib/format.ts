/** Locale-aware formatting helpers shared by every page. */

const TAGS: Record<string, string> = { en: 'en-GB', es: 'es-ES' }

function tag(locale: string) {
  return TAGS[locale] ?? 'en-GB'
}

/** Points and counts; visit counts always use dots for thousands (product.md §2). */
export function formatPoints(value: number, locale: string) {
  return new Intl.NumberFormat(tag(locale)).format(value)
}

export function formatVisits(value: number) {
  return Math.trunc(value)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.')
}

/** Euros the local way: es "9,99 €", en "€9.99". */
export function formatEuros(cents: number, locale: string) {
  return new Intl.NumberFormat(locale === 'es' ? 'es-ES' : 'en-IE', {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
  }).format(cents / 100)
}

export function formatDate(iso: string, locale: string) {
  return new Intl.DateTimeFormat(tag(locale), { dateStyle: 'medium' }).format(new Date(iso))
}
