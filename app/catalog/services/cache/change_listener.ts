import pg from 'pg'
import type { ReadCache } from '#catalog/services/cache/read_cache'

export const CATALOG_CHANNEL = 'catalog_changed'
const RETRY_MS = 1000

type Logger = { warn(message: string): void }

/**
 * A dedicated PostgreSQL connection that LISTENs on catalog_changed (sent
 * by the catalog tables' triggers on commit) and drops the read cache on
 * each notification. The cache is on only while this connection is up:
 * when it drops, notifications may be lost, so the cache goes off (and
 * empty) until a new connection listens again.
 */
export class CatalogChangeListener {
  #client: pg.Client | null = null
  #stopped = false
  #retry: NodeJS.Timeout | null = null

  constructor(
    private connectionString: string,
    private cache: ReadCache,
    private logger: Logger
  ) {}

  async start() {
    this.#stopped = false
    await this.#connect()
  }

  async stop() {
    this.#stopped = true
    if (this.#retry) clearTimeout(this.#retry)
    this.cache.setEnabled(false)
    const client = this.#client
    this.#client = null
    await client?.end().catch(() => {})
  }

  async #connect() {
    const client = new pg.Client({ connectionString: this.connectionString })
    client.on('notification', () => this.cache.invalidate())
    client.on('error', (error) => this.#lost(client, error))
    client.on('end', () => this.#lost(client))
    try {
      await client.connect()
      await client.query(`LISTEN ${CATALOG_CHANNEL}`)
    } catch (error) {
      this.#lost(client, error)
      return
    }
    if (this.#stopped) return void client.end().catch(() => {})
    this.#client = client
    this.cache.setEnabled(true)
  }

  #lost(client: pg.Client, error?: unknown) {
    if (this.#client !== null && this.#client !== client) return
    this.#client = null
    this.cache.setEnabled(false)
    client.end().catch(() => {})
    if (this.#stopped || this.#retry) return
    if (error) this.logger.warn(`catalog cache off until LISTEN is back: ${String(error)}`)
    this.#retry = setTimeout(() => {
      this.#retry = null
      if (!this.#stopped) void this.#connect()
    }, RETRY_MS)
    this.#retry.unref()
  }
}
