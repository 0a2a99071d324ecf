import type { Locale } from '#core/i18n/locales'
import { translator } from '#core/i18n/translator'
import type { MovementLabel } from '#wallet/types/movement_label'

const TAGS: Record<Locale, string> = { en: 'en-GB', es: 'es-ES' }

/** A calendar day in UTC, like the ledger: "12 Dec 2026" / "12 dic 2026". */
function day(iso: string, locale: Locale) {
  return new Intl.DateTimeFormat(TAGS[locale], { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(iso)
  )
}

/** A movement's label as text, on the server (CSV exports, mails); pages translate in React. */
export function movementText(label: MovementLabel, locale: Locale) {
  const dates = Object.fromEntries(
    Object.entries(label.dates).map(([name, iso]) => [name, day(iso, locale)])
  )
  return translator(locale)(label.key, { ...label.params, ...dates })
}
