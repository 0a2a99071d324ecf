import { randomBytes } from 'node:crypto'

// Marked values get an id, so a page built from them is recognised by identity instead of
// serialised again (page_memo). A new load is a new object and a new id.
const ids = new WeakMap<object, number>()
let lastId = 0

const SECRET = randomBytes(12).toString('base64url')

// Two levels down: Inertia hands each plain-object prop on as a shallow copy.
export function markImmutable(value: unknown, depth = 2) {
  if (typeof value !== 'object' || value === null) return
  if (!ids.has(value)) ids.set(value, ++lastId)
  if (depth === 0) return
  for (const element of Array.isArray(value) ? value : Object.values(value)) {
    markImmutable(element, depth - 1)
  }
}

export function immutableToken(value: unknown) {
  if (typeof value !== 'object' || value === null) return
  const id = ids.get(value)
  return id === undefined ? undefined : `\0immutable:${SECRET}:${id}`
}
