/*
| The rows the catalog's queries read and its transformers turn into page
| shapes: the one place both import, so queries and transformers never
| import each other. Plain types, no imports.
*/

/** A model card's columns (queries/model_cards.ts cardColumns). */
export type ModelRow = {
  id: string | number
  slug: string
  name: string
  description: string
  age: number
  rating: string | number
  visit_count: string | number
  main_image_key: string | null
  created_at: Date | string
  category_id: string | number
  category_slug: string
  category_name: string
}

/** A model's own page: its card's row with the request counters, and its gallery. */
export type ModelDetailSource = {
  row: ModelRow & { photo_request_count: number; video_request_count: number }
  images: { id: string | number; image_key: string }[]
}

/** A category with its model count (lists and the category page's header). */
export type CategoryRow = {
  id: string | number
  slug: string
  name: string
  description: string
  image_key: string | null
  rating: string | number
  popularity: number
  model_count: string | number
}

/** A category named in a list (the models page's category filter). */
export type CategoryRefRow = { id: string | number; slug: string; name: string }

/** A home page video with the model it shows, if any. */
export type ShowcaseRow = {
  id: string | number
  kind: 'hero' | 'example'
  video_key: string
  poster_key: string | null
  slug: string | null
  name: string | null
}

/**
 * A statement of the hot list pages, composed as text with `?` bindings:
 * the query builder's compile step cost more CPU than the rest of the
 * request (bench/catalog_models.bench.ts). Only fixed column names and
 * the locale ('en' | 'es') are interpolated; every value is a binding.
 */
export type Statement = { sql: string; bindings: unknown[] }
