// Queries and transformers both import these rows, so they never import each other.

export type ModelRow = {
  id: number
  slug: string
  name: string
  description: string
  age: number
  rating: string | number
  visit_count: number
  main_image_key: string | null
  created_at: Date | string
  category_id: number
  category_slug: string
  category_name: string
}

export type ModelDetailSource = {
  row: ModelRow & { photo_request_count: number; video_request_count: number }
  images: { id: number; image_key: string }[]
}

export type CategoryRow = {
  id: number
  slug: string
  name: string
  description: string
  image_key: string | null
  rating: string | number
  popularity: number
  model_count: number
}

export type CategoryRefRow = { id: number; slug: string; name: string }

export type ShowcaseRow = {
  id: number
  kind: 'hero' | 'example'
  video_key: string
  poster_key: string | null
  slug: string | null
  name: string | null
}

// Composed as text: the query builder's compile cost more than the rest of the request. Only
// fixed column names and the locale are interpolated; every value is a binding.
export type Statement = { sql: string; bindings: unknown[] }
