import type { ChatPersona } from '#ai/services/chat/chat_port'

// Plain data, no server imports: the React pages import this file too.

export type ChatProfile = {
  id: number
  name: string
  age: number
  description: string
  categoryName: string
  persona: ChatPersona & { greeting: string }
}

export type CatalogCounts = { models: number; categories: number; photos: number }

export type Paginated<T> = {
  items: T[]
  page: number
  perPage: number
  total: number
  lastPage: number
}

export const MODEL_SORTS = ['visits', 'rating', 'age', 'name'] as const
export type ModelSort = (typeof MODEL_SORTS)[number]

export const CATEGORY_MODEL_SORTS = ['popularity', 'name', 'rating', 'newest'] as const
export type CategoryModelSort = (typeof CATEGORY_MODEL_SORTS)[number]

export const CATEGORY_SORTS = ['name', 'popularity', 'models'] as const
export type CategorySort = (typeof CATEGORY_SORTS)[number]

export type SortOrder = 'asc' | 'desc'

export const AGE_MIN = 18
export const AGE_MAX = 50
export const MIN_RATINGS = [3, 3.5, 4, 4.5] as const
/** Longest search text: the validator cuts a longer one, the search fields take no more. */
export const MAX_SEARCH_LENGTH = 100
/** The models list's filter bounds (its validator's), handed to the page's controls. */
export const MODEL_FILTER_LIMITS = {
  search: MAX_SEARCH_LENGTH,
  age: { min: AGE_MIN, max: AGE_MAX },
  ratings: [...MIN_RATINGS],
}
export const MODELS_PER_PAGE = 12
export const CATEGORY_MODELS_PER_PAGE = 20
export const FEATURED_MODELS = 10
export const EXAMPLE_CLIPS = 9

export type ModelFilters = {
  q: string
  category: string | null
  ageMin: number
  ageMax: number
  minRating: number | null
  sort: ModelSort
  order: SortOrder
  page: number
}

export type CategoryModelFilters = {
  q: string
  sort: CategoryModelSort
  page: number
}

export type CategoryFilters = {
  q: string
  sort: CategorySort
  view: 'grid' | 'list'
}
