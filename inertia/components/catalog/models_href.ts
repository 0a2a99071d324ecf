import type { ModelFilters as Filters } from '../../../app/catalog/types/catalog'
import { listHref } from '~/components/catalog/use_filter_visit'
import { urlFor } from '~/lib/routes'

/** Each sort's natural direction: most visited, best rated, youngest, A–Z. */
export const DEFAULT_ORDER = { visits: 'desc', rating: 'desc', age: 'asc', name: 'asc' } as const

/** The URL of a models view: only what differs from the defaults, so links stay short. */
export function modelsHref(filters: Filters, age: { min: number; max: number }) {
  return listHref(
    urlFor('models.index'),
    {
      q: filters.q,
      category: filters.category,
      ageMin: filters.ageMin,
      ageMax: filters.ageMax,
      rating: filters.minRating === null ? null : filters.minRating.toFixed(1),
      sort: filters.sort,
      order: filters.order,
      page: filters.page,
    },
    {
      ageMin: age.min,
      ageMax: age.max,
      sort: 'visits',
      order: DEFAULT_ORDER[filters.sort],
      page: 1,
    }
  )
}
