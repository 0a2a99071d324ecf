import type { Locale } from '#core/i18n/locales'
import { translator } from '#core/i18n/translator'
import type { MovementLabel } from '#ledger/types/movement_label'

const TAGS: Record<Locale, string> = { en: 'en-GB', es: 'es-ES' }

function day(iso: string, locale: Locale) {
  return new Intl.DateTimeFormat(TAGS[locale], { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(iso)
  )
}

export function movementText(label: MovementLabel, locale: Locale) {
  const dates = Object.fromEntries(
    Object.entries(label.dates).map(([name, iso]) => [name, day(iso, locale)])
  )
  return translator(locale)(label.key, { ...label.params, ...dates })
}
