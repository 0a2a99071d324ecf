import type { TFunction } from 'i18next'
import { formatVisits } from '~/lib/format'

/**
 * Singular or plural text by count, through i18next's plural forms: the dictionaries hold `key_one`
 * / `key_other` and i18next picks by `count` with the language's own rule (Intl.PluralRules).
 */
export function countLabel(
  t: TFunction,
  key: string,
  count: number,
  vars: Record<string, unknown> = {}
) {
  return t(key, { count, ...vars })
}

/** "1.234 visits" — dots for thousands in both languages. */
export function visitsLabel(t: TFunction, count: number) {
  return countLabel(t, 'catalog.model.visits', count, { formatted: formatVisits(count) })
}
