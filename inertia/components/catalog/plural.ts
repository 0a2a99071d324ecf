import type { TFunction } from 'i18next'
import { formatVisits } from '~/lib/format'

/**
 * Singular or plural text by count. English and Spanish share the rule
 * (one is 1, everything else is "other"); keys end in .one / .other.
 */
export function countLabel(
  t: TFunction,
  key: string,
  count: number,
  vars: Record<string, unknown> = {}
) {
  return t(`${key}.${count === 1 ? 'one' : 'other'}`, { count, ...vars })
}

/** "1.234 visits" — dots for thousands in both languages (product.md §2). */
export function visitsLabel(t: TFunction, count: number) {
  return countLabel(t, 'catalog.model.visits', count, { formatted: formatVisits(count) })
}
