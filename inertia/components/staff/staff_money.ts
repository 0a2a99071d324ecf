/** Cents in a currency for the staff page; the provider may report any code, valid or not: never let Intl throw. */
export function money(cents: number, currency: string, locale: string) {
  try {
    return new Intl.NumberFormat(locale === 'es' ? 'es-ES' : 'en-IE', {
      style: 'currency',
      currency: currency.toUpperCase(),
    }).format(cents / 100)
  } catch {
    return `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`
  }
}
