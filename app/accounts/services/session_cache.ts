import db from '@adonisjs/lucid/services/db'
import { NotificationListener } from '#core/db/notification_listener'
import { clock } from '#core/clock'
import type { SessionRow } from '#accounts/types/session'

export const SESSION_CHANNEL = 'session_changed'

// Correctness comes from the NOTIFY, not this TTL: it bounds memory and a notification lost unnoticed.
const TTL_MS = 30_000
const MAX_ENTRIES = 20_000

type Entry = { row: SessionRow; until: number }
type Logger = { warn(message: string): void }

// Every committed change of a session row NOTIFYs its id and each web process drops it. While
// the LISTEN connection is down the cache is off. The store writes only a row still as it read it.
export class SessionCache {
  #entries = new Map<string, Entry>()
  #enabled = false
  #sequence = 0
  #changedAt = new Map<string, number>()
  #loading = 0
  hits = 0

  get enabled() {
    return this.#enabled
  }

  setEnabled(enabled: boolean) {
    this.#enabled = enabled
    this.#changed('*')
  }

  async read(id: string, load: () => Promise<SessionRow | null>) {
    // A test's global transaction writes rows that never commit (so never notify).
    if (!this.#enabled || db.connectionGlobalTransactions.size > 0) return load()
    // The cache's own lifetime is elapsed time; a session's expiry is the app clock's.
    const now = performance.now()
    const hit = this.#entries.get(id)
    if (hit && hit.until > now && new Date(hit.row.expires_at).getTime() > clock.nowMs()) {
      this.hits++
      return hit.row
    }
    this.#entries.delete(id)
    const started = this.#sequence
    this.#loading++
    try {
      const row = await load()
      // A change named while it loaded may be missing from what it read.
      const changed = Math.max(this.#changedAt.get(id) ?? 0, this.#changedAt.get('*') ?? 0)
      if (row && this.#enabled && changed <= started) this.#store(id, row, now)
      return row
    } finally {
      if (--this.#loading === 0) this.#changedAt.clear()
    }
  }

  forget(id: string) {
    this.#changed(id)
  }

  #changed(id: string) {
    if (id === '*') this.#entries.clear()
    else this.#entries.delete(id)
    if (this.#loading > 0) this.#changedAt.set(id, ++this.#sequence)
  }

  #store(id: string, row: SessionRow, now: number) {
    if (this.#entries.size >= MAX_ENTRIES) {
      const oldest = this.#entries.keys().next().value
      if (oldest !== undefined) this.#entries.delete(oldest)
    }
    this.#entries.set(id, { row, until: now + TTL_MS })
  }
}

const sessionCache = new SessionCache()
export default sessionCache

export class SessionChangeListener extends NotificationListener {
  constructor(connectionString: string, cache: SessionCache, logger: Logger) {
    super(
      connectionString,
      SESSION_CHANNEL,
      {
        setEnabled: (enabled) => cache.setEnabled(enabled),
        notified: (payload) => cache.forget(payload ?? '*'),
      },
      logger
    )
  }
}
