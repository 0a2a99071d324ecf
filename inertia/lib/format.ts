/** Locale-aware formatting helpers shared by every page. */

const TAGS: Record<string, string> = { en: 'en-GB', es: 'es-ES' }

function tag(locale: string) {
  return TAGS[locale] ?? 'en-GB'
}

const numberFormats = new Map<string, Intl.NumberFormat>()
const dateFormats = new Map<string, Intl.DateTimeFormat>()

function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}) {
  const key = `${locale}|${JSON.stringify(options)}`
  let format = numberFormats.get(key)
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(locale, options)))
  return format
}

function dateFormat(locale: string, options: Intl.DateTimeFormatOptions) {
  const key = `${locale}|${JSON.stringify(options)}`
  let format = dateFormats.get(key)
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(locale, options)))
  return format
}

/** Points and counts; visit counts always use dots for thousands. */
export function formatPoints(value: number, locale: string) {
  return numberFormat(tag(locale)).format(value)
}

export function formatVisits(value: number) {
  return Math.trunc(value)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.')
}

/** A rating with one decimal: es "4,5", en "4.5". */
export function formatRating(value: number, locale: string) {
  return numberFormat(tag(locale), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    value
  )
}

function euroFormat(locale: string) {
  return numberFormat(locale === 'es' ? 'es-ES' : 'en-IE', {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })
}

/** Euros the local way, always two decimals: es "9,99 €", en "€9.99". */
export function formatEuros(cents: number, locale: string) {
  return euroFormat(locale).format(cents / 100)
}

/** The same for a decimal amount as providers give it: "9.99" → "9,99 €" / "€9.99". */
export function formatEuroAmount(amount: string, locale: string) {
  return euroFormat(locale).format(Number(amount))
}

export function formatDate(iso: string, locale: string) {
  return dateFormat(tag(locale), { dateStyle: 'medium' }).format(new Date(iso))
}

/** Date and time; audits want the seconds too. */
export function formatDateTime(iso: string, locale: string, { seconds = false } = {}) {
  return dateFormat(tag(locale), {
    dateStyle: 'medium',
    timeStyle: seconds ? 'medium' : 'short',
  }).format(new Date(iso))
}

/** A calendar day in UTC (points expire by the ledger's clock): "12 Dec 2026" / "12 dic 2026". */
export function formatDay(iso: string, locale: string) {
  return dateFormat(tag(locale), { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso))
}
