import { randomUUID } from 'node:crypto'
import string from '@adonisjs/core/helpers/string'
import logger from '@adonisjs/core/services/logger'
import { MessageBuilder } from '@adonisjs/core/helpers'
import { configProvider } from '@adonisjs/core'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type {
  SessionData,
  SessionStoreContract,
  SessionStoreFactory,
} from '@adonisjs/session/types'
import { clock } from '#core/clock'
import { countDroppedSessionWrite } from '#core/metrics/session_metrics'
import sessionCache from '#accounts/services/session_cache'
import { SessionNotStoredError } from '#accounts/exceptions/session_not_stored_error'
import type { SessionRow } from '#accounts/types/session'

export const SESSIONS_TABLE = 'sessions'

const TOUCH_EVERY_MS = 60_000

const READ_SESSION = `SELECT data, expires_at, generation FROM ${SESSIONS_TABLE} WHERE id = ? AND expires_at > ?::timestamptz`

const UPDATE_SESSION = `UPDATE ${SESSIONS_TABLE} SET data = ?, user_id = NULLIF(?::bigint, 0), expires_at = ?
  WHERE id = ? AND generation = ? AND expires_at > ?::timestamptz`

const INSERT_SESSION = `INSERT INTO ${SESSIONS_TABLE} (data, user_id, expires_at, id, generation)
  VALUES (?, NULLIF(?::bigint, 0), ?, ?, ?)
  ON CONFLICT (id) DO UPDATE SET data = excluded.data, user_id = excluded.user_id,
    expires_at = excluded.expires_at, generation = excluded.generation
  WHERE ${SESSIONS_TABLE}.expires_at <= ?::timestamptz`

const ROW_OF = `SELECT data, expires_at, generation FROM ${SESSIONS_TABLE} WHERE id = ?`

// Not the package's database store: its upsert writes back a session ended meanwhile (a
// stolen cookie kept busy survived the logout). Here a write updates only the row this
// request read, still live and of its generation; otherwise it is dropped (the session
// ended) or SessionNotStoredError. See docs/decisions/0008-server-side-sessions.md.
export class DatabaseSessionStore implements SessionStoreContract {
  #read?: { id: string; row: SessionRow }

  constructor(
    private client: QueryClientContract,
    private ttlMs: number,
    private userKey: string
  ) {}

  async read(sessionId: string): Promise<SessionData | null> {
    // Fixed SQL, not the query builder: this runs on every request, and compiling the builder cost more than the query.
    const row = await sessionCache.read(sessionId, async () => {
      const result = await this.client.rawQuery(READ_SESSION, [sessionId, clock.now()])
      return (result.rows[0] as SessionRow | undefined) ?? null
    })
    if (!row) return null
    const values = this.#parse(row.data, sessionId)
    if (values) this.#read = { id: sessionId, row }
    return values
  }

  async write(sessionId: string, values: SessionData) {
    const data = new MessageBuilder().build(values, undefined, sessionId)
    const [userId, expiry, now] = [this.#userOf(values) ?? 0, this.#expiry(), clock.now()]
    const read = this.#read?.id === sessionId ? this.#read.row : undefined
    sessionCache.forget(sessionId)
    const generation = read?.generation ?? randomUUID()
    const bindings = [data, userId, expiry, sessionId, generation, now]
    const result = await this.client.rawQuery(read ? UPDATE_SESSION : INSERT_SESSION, bindings)
    sessionCache.forget(sessionId)
    if (result.rowCount === 0) await this.#notStored(sessionId, read)
  }

  async #notStored(sessionId: string, read: SessionRow | undefined) {
    const result = await this.client.rawQuery(ROW_OF, [sessionId])
    const row = result.rows[0] as SessionRow | undefined
    const live = row !== undefined && new Date(row.expires_at).getTime() > clock.nowMs()
    if (!live) return this.#dropped('ended')
    if (read && row.generation !== read.generation) return this.#dropped('replaced')
    // A request that found no session, beaten to a fresh one under its id by another.
    if (!read && this.#parse(row.data, sessionId)) return this.#dropped('replaced')
    throw new SessionNotStoredError(read ? 'missed_live_row' : 'unreadable_row')
  }

  #dropped(reason: 'ended' | 'replaced') {
    countDroppedSessionWrite(reason)
    logger.warn({ reason }, 'session write dropped: the session ended under this request')
  }

  async destroy(sessionId: string) {
    sessionCache.forget(sessionId)
    await this.client.from(SESSIONS_TABLE).where('id', sessionId).delete()
    // This process at once; the others by the row's NOTIFY.
    sessionCache.forget(sessionId)
  }

  async touch(sessionId: string) {
    const read = this.#read?.id === sessionId ? this.#read.row : undefined
    const touchedRecently =
      read && new Date(read.expires_at).getTime() > clock.nowMs() + this.ttlMs - TOUCH_EVERY_MS
    if (touchedRecently) return
    sessionCache.forget(sessionId)
    await this.client
      .from(SESSIONS_TABLE)
      .where('id', sessionId)
      .where('expires_at', '>', clock.now())
      .update({ expires_at: this.#expiry() })
  }

  #expiry() {
    return new Date(clock.nowMs() + this.ttlMs)
  }

  #userOf(values: SessionData) {
    const id = Number(values[this.userKey])
    return Number.isSafeInteger(id) && id > 0 ? id : null
  }

  // Signed with the session id: a row copied under another id does not verify.
  #parse(contents: string, sessionId: string): SessionData | null {
    try {
      return new MessageBuilder().verify(contents, sessionId)
    } catch {
      return null
    }
  }
}

export function databaseStore(options: { userKey: string; connection?: string }) {
  return configProvider.create<SessionStoreFactory>(async (app) => {
    const db = await app.container.make('lucid.db')
    return (_ctx, sessionConfig) =>
      new DatabaseSessionStore(
        // Per request: in tests this is the test's global transaction.
        db.connection(options.connection),
        string.seconds.parse(sessionConfig.age) * 1000,
        options.userKey
      )
  })
}
