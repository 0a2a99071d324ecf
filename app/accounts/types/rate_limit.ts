/** One limit of services/rate_limits.ts. */
export type Limit = {
  /** Hits allowed within the window. */
  requests: number
  /** Seconds from the first hit until the count starts again. */
  window: number
  /** Seconds a key stays refused from its first refused hit (at least the rest of the window). */
  block?: number
}

/** What counting one attempt answers. */
export type Hit = {
  /** Hits in the current window, this one included. */
  count: number
  allowed: boolean
  /** This hit is the first one refused in its window (e.g. to tell the owner once). */
  firstRefusal: boolean
  /** Seconds until the key is allowed again. */
  retryAfter: number
}
