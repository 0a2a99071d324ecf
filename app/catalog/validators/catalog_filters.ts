import {
  AGE_MAX,
  AGE_MIN,
  CATEGORY_MODEL_SORTS,
  CATEGORY_SORTS,
  MAX_SEARCH_LENGTH,
  MIN_RATINGS,
  MODEL_SORTS,
  type CategoryFilters,
  type CategoryModelFilters,
  type ModelFilters,
  type ModelSort,
  type SortOrder,
} from '#catalog/types/catalog'

// Never fail: a link a visitor did not write shows the closest valid view (clamped or dropped
// values, named in `adjusted`) rather than a refusal, as a VineJS schema would give.
type Query = Record<string, unknown>

export type Parsed<T> = { filters: T; adjusted: string[] }

export const PAGE_CEILING = 100_000

function single(value: unknown): string | undefined {
  if (Array.isArray(value)) return single(value[0])
  if (typeof value === 'string') return value
  if (typeof value === 'number') return String(value)
  return undefined
}

class Reader {
  adjusted = new Set<string>()
  constructor(private query: Query) {}

  text(name: string) {
    const raw = single(this.query[name])
    if (raw === undefined) return ''
    const clean = raw
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
    if (clean.length <= MAX_SEARCH_LENGTH) return clean
    this.adjusted.add(name)
    return clean.slice(0, MAX_SEARCH_LENGTH).trim()
  }

  choice<T extends string>(name: string, options: readonly T[]): T | undefined {
    const raw = single(this.query[name])?.trim().toLowerCase()
    if (raw === undefined || raw === '') return undefined
    if ((options as readonly string[]).includes(raw)) return raw as T
    this.adjusted.add(name)
    return undefined
  }

  integer(name: string, min: number, max: number): number | undefined {
    const raw = single(this.query[name])?.trim()
    if (raw === undefined || raw === '') return undefined
    if (!/^[+-]?\d+$/.test(raw)) {
      this.adjusted.add(name)
      return undefined
    }
    const value = Number(raw)
    const clamped = Math.min(max, Math.max(min, value))
    if (clamped !== value) this.adjusted.add(name)
    return clamped
  }

  page() {
    return this.integer('page', 1, PAGE_CEILING) ?? 1
  }

  rating(name: string): number | null {
    const raw = single(this.query[name])?.trim()
    if (raw === undefined || raw === '' || raw === 'any') return null
    const value = /^\d+(\.\d+)?$/.test(raw) ? Number(raw) : Number.NaN
    if (Number.isNaN(value)) {
      this.adjusted.add(name)
      return null
    }
    const step = [...MIN_RATINGS].reverse().find((option) => option <= value) ?? null
    if (step !== value) this.adjusted.add(name)
    return step
  }

  slug(name: string) {
    const raw = single(this.query[name])?.trim().toLowerCase()
    if (raw === undefined || raw === '') return null
    if (/^[a-z0-9]+(-[a-z0-9]+)*$/.test(raw) && raw.length <= 80) return raw
    this.adjusted.add(name)
    return null
  }
}

const DEFAULT_ORDER: Record<ModelSort, SortOrder> = {
  visits: 'desc',
  rating: 'desc',
  age: 'asc',
  name: 'asc',
}

export function parseModelFilters(query: Query): Parsed<ModelFilters> {
  const read = new Reader(query)
  let ageMin = read.integer('ageMin', AGE_MIN, AGE_MAX) ?? AGE_MIN
  let ageMax = read.integer('ageMax', AGE_MIN, AGE_MAX) ?? AGE_MAX
  if (ageMin > ageMax) {
    ;[ageMin, ageMax] = [ageMax, ageMin]
    read.adjusted.add('ageMin')
  }
  const sort = read.choice('sort', MODEL_SORTS) ?? 'visits'
  const filters: ModelFilters = {
    q: read.text('q'),
    category: read.slug('category'),
    ageMin,
    ageMax,
    minRating: read.rating('rating'),
    sort,
    order: read.choice('order', ['asc', 'desc'] as const) ?? DEFAULT_ORDER[sort],
    page: read.page(),
  }
  return { filters, adjusted: [...read.adjusted] }
}

export function parseCategoryModelFilters(query: Query): Parsed<CategoryModelFilters> {
  const read = new Reader(query)
  const filters: CategoryModelFilters = {
    q: read.text('q'),
    sort: read.choice('sort', CATEGORY_MODEL_SORTS) ?? 'popularity',
    page: read.page(),
  }
  return { filters, adjusted: [...read.adjusted] }
}

export function parseCategoryFilters(query: Query): Parsed<CategoryFilters> {
  const read = new Reader(query)
  const filters: CategoryFilters = {
    q: read.text('q'),
    sort: read.choice('sort', CATEGORY_SORTS) ?? 'popularity',
    view: read.choice('view', ['grid', 'list'] as const) ?? 'grid',
  }
  return { filters, adjusted: [...read.adjusted] }
}

// "undefined", "null" or blank: a broken link rather than an unknown category.
export function isMissingSlug(raw: string) {
  const value = raw.trim().toLowerCase()
  return value === '' || value === 'undefined' || value === 'null'
}
