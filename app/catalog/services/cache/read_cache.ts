// Correctness comes from the NOTIFY on every committed catalog write, not the TTL, which only
// bounds the counters that do not notify. Off while the listener is not connected.
import { LRUCache } from 'lru-cache'
import { markImmutable } from '#core/http/immutable_values'

export type ReadCacheOptions = {
  ttlMs: number
  maxEntries: number
  // Every request shares these objects: a mutation must throw where it is written, not leak into the next page.
  freeze?: boolean
}

export function freezeDeep<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value
  Object.freeze(value)
  for (const inner of Object.values(value)) freezeDeep(inner)
  return value
}

export class ReadCache {
  // Loads in flight too: an invalidation drops them, so a load that straddles a write is not kept.
  #entries: LRUCache<string, Promise<unknown>>
  #enabled = false
  #bypass: () => boolean = () => false

  constructor(private options: ReadCacheOptions) {
    this.#entries = new LRUCache({ max: options.maxEntries, ttl: options.ttlMs })
  }

  get enabled() {
    return this.#enabled
  }

  get size() {
    return this.#entries.size
  }

  setEnabled(enabled: boolean) {
    this.#enabled = enabled
    this.invalidate()
  }

  bypassWhen(check: () => boolean) {
    this.#bypass = check
  }

  invalidate() {
    this.#entries.clear()
  }

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    // Frozen uncached too, so code that mutates a catalog value fails in every test.
    if (!this.#enabled || this.#bypass()) {
      return this.options.freeze ? load().then(freezeDeep) : load()
    }
    const hit = this.#entries.get(key)
    if (hit) return hit as Promise<T>

    // Every request gets this very object: pages built from it are memoised by its identity.
    const value = load().then((loaded) => {
      if (this.options.freeze) freezeDeep(loaded)
      markImmutable(loaded)
      return loaded
    })
    this.#entries.set(key, value)
    value.catch(() => this.#forget(key, value))
    return value
  }

  #forget(key: string, value: Promise<unknown>) {
    if (this.#entries.peek(key) === value) this.#entries.delete(key)
  }
}
