/**
 * An in-process cache of catalog reads (pages of /models per filter set,
 * category lists, model details). Correctness comes from invalidation,
 * not from the TTL: every committed catalog write sends NOTIFY
 * catalog_changed (a trigger), and the listener calls invalidate() in
 * every process. The TTL only bounds how stale the counters that do not
 * notify (visit and request counts) can get.
 *
 * While the listener is not connected (starting, reconnecting, or a
 * process without one, like an ace command) the cache is off: a missed
 * notification could otherwise leave stale pages forever.
 */
import { LRUCache } from 'lru-cache'
import { markImmutable } from '#core/http/immutable_values'

export type ReadCacheOptions = {
  ttlMs: number
  maxEntries: number
  /**
   * Deep-freeze what is handed out (development and tests): every request
   * shares these objects, so a mutation must throw where it is written, not
   * leak into the next visitor's page.
   */
  freeze?: boolean
}

/** Freezes a value and everything it holds (plain objects and arrays). */
export function freezeDeep<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value
  Object.freeze(value)
  for (const inner of Object.values(value)) freezeDeep(inner)
  return value
}

export class ReadCache {
  /**
   * Loads in flight too: an invalidation drops them, so a load that
   * straddles a write is not kept. lru-cache bounds the entries (least
   * recently read out first) and expires them (docs/decisions/lru-cache.md).
   */
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

  /** On while invalidations can reach us; switching either way drops everything. */
  setEnabled(enabled: boolean) {
    this.#enabled = enabled
    this.invalidate()
  }

  /** Reads that must not be cached right now (tests inside a global transaction). */
  bypassWhen(check: () => boolean) {
    this.#bypass = check
  }

  invalidate() {
    this.#entries.clear()
  }

  /**
   * The cached value of `key`, or `load()`'s. Concurrent misses of one key
   * share a single load; a failed load is not kept.
   */
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
