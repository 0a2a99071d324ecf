import type { TFunction } from 'i18next'
import type { Data } from '@generated/data'
import { formatDay } from '~/lib/format'

/**
 * A ledger line's label as text: "Chat with Emma", "Purchase: Plus (card)"
 * (wallet.movements); its dates as calendar days in the reader's language.
 */
export function movementText(
  t: TFunction,
  label: Data.Ledger.LedgerEntry['description'],
  locale: string
) {
  const dates = Object.fromEntries(
    Object.entries(label.dates).map(([name, iso]) => [name, formatDay(iso, locale)])
  )
  return t(label.key, { ...label.params, ...dates })
}
