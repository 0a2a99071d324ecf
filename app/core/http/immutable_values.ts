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

/** Marks a shared value and, for a tuple or list of them, each element (callers destructure). */
export function markImmutable(value: unknown) {
  if (typeof value !== 'object' || value === null || ids.has(value)) return
  ids.set(value, ++lastId)
  if (Array.isArray(value)) {
    for (const element of value) {
      if (typeof element === 'object' && element !== null && !ids.has(element)) {
        ids.set(element, ++lastId)
      }
    }
  }
}

/** The token standing for a marked value, or undefined. */
export function immutableToken(value: unknown) {
  if (typeof value !== 'object' || value === null) return
  const id = ids.get(value)
  return id === undefined ? undefined : `\0immutable:${SECRET}:${id}`
}
