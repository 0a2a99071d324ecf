import pg from 'pg'

const RETRY_MS = 1000

export type NotifiedCache = {
  setEnabled(enabled: boolean): void
  notified(payload: string | undefined): void
}

type Logger = { warn(message: string): void }

// A pooled connection cannot hold a LISTEN. While this one is down notifications may be
// lost, so the cache is off (and empty) until it listens again.
export class NotificationListener {
  #client: pg.Client | null = null
  #stopped = false
  #retry: NodeJS.Timeout | null = null

  constructor(
    private connectionString: string,
    private channel: string,
    private cache: NotifiedCache,
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
    client.on('notification', (message) => this.cache.notified(message.payload))
    client.on('error', (error) => this.#lost(client, error))
    client.on('end', () => this.#lost(client))
    try {
      await client.connect()
      await client.query(`LISTEN ${this.channel}`)
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
    if (error) this.logger.warn(`${this.channel}: cache off until LISTEN is back: ${String(error)}`)
    this.#retry = setTimeout(() => {
      this.#retry = null
      if (!this.#stopped) void this.#connect()
    }, RETRY_MS)
    this.#retry.unref()
  }
}
