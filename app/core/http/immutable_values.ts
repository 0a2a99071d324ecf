import { randomBytes } from 'node:crypto'

/*
| Values a cache hands out to every request and nobody mutates (the catalog
| read cache's entries). Each gets an id the first time it is marked, so a
| page built from them can be recognised by identity instead of by
| serialising them again (#core/http/page_memo). A new load is a new object
| and a new id: an invalidated entry's id never comes back.
*/
const ids = new WeakMap<object, number>()
let lastId = 0

/** Unforgeable: no prop value can spell another value's token. */
const SECRET = randomBytes(12).toString('base64url')

/**
 * Marks a shared value, and what it holds two levels down: callers
 * destructure a tuple of results, and Inertia hands each plain-object prop
 * on as a shallow copy (its serializer), so the copy's fields are what
 * stays the same object from one request to the next.
 */
export function markImmutable(value: unknown, depth = 2) {
  if (typeof value !== 'object' || value === null) return
  if (!ids.has(value)) ids.set(value, ++lastId)
  if (depth === 0) return
  for (const element of Array.isArray(value) ? value : Object.values(value)) {
    markImmutable(element, depth - 1)
  }
}

/** The token standing for a marked value, or undefined. */
export function immutableToken(value: unknown) {
  if (typeof value !== 'object' || value === null) return
  const id = ids.get(value)
  return id === undefined ? undefined : `\0immutable:${SECRET}:${id}`
}
