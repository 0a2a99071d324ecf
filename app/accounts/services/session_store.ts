import string from '@adonisjs/core/helpers/string'
import { MessageBuilder } from '@adonisjs/core/helpers'
import { configProvider } from '@adonisjs/core'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type {
  SessionData,
  SessionStoreContract,
  SessionStoreFactory,
} from '@adonisjs/session/types'
import { clock } from '#core/clock'
import sessionCache from '#accounts/services/session_cache'
import type { SessionRow } from '#accounts/types/session'

export const SESSIONS_TABLE = 'sessions'

/** The expiry is pushed forward at most once a minute, not on every request. */
const TOUCH_EVERY_MS = 60_000

/* Live by the app clock (#core/clock), as written by #expiry(). */
const READ_SESSION = `SELECT data, expires_at FROM ${SESSIONS_TABLE} WHERE id = ? AND expires_at > ?::timestamptz`

/**
 * Sessions in PostgreSQL. Web processes keep the rows they read in memory
 * (#accounts/services/session_cache): every update or delete of a row is
 * announced to all of them (NOTIFY), so an ended session ends everywhere
 * within milliseconds.
 *
 * Why not the package's own database store: its write is an upsert, so a
 * request that read a session just before it was ended writes it back
 * afterwards (a stolen cookie kept busy survives the logout); and it links
 * sessions to users only through an extra tag() query. Here a write only
 * updates the row this request read, unchanged since (else the session was
 * ended or replaced, and the write is dropped), and `user_id` is copied from
 * the session data, so revoking a user's sessions is one DELETE.
 * One instance per request (the factory runs per request).
 *
 * The adapter config/session.ts plugs into @adonisjs/session, so it stays in
 * services/; ending a user's sessions is the end_sessions action.
 */
export class DatabaseSessionStore implements SessionStoreContract {
  #read?: { id: string; row: SessionRow }

  constructor(
    private client: QueryClientContract,
    private ttlMs: number,
    private userKey: string
  ) {}

  async read(sessionId: string): Promise<SessionData | null> {
    // Fixed SQL, not the query builder: this runs on every request, and
    // compiling the builder cost more CPU than the query (npm run bench).
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
    const fields = { data, user_id: this.#userOf(values), expires_at: this.#expiry() }
    sessionCache.forget(sessionId)
    if (this.#read?.id === sessionId) {
      await this.client
        .from(SESSIONS_TABLE)
        .where('id', sessionId)
        .where('data', this.#read.row.data)
        .update(fields)
      sessionCache.forget(sessionId)
      return
    }
    // A new id, or one whose row is gone or expired: a fresh session (an
    // expired row is replaced, a live one never overwritten).
    await this.client
      .knexQuery()
      .table(SESSIONS_TABLE)
      .insert({ id: sessionId, ...fields })
      .onConflict('id')
      .merge()
      .where(`${SESSIONS_TABLE}.expires_at`, '<=', clock.now())
    sessionCache.forget(sessionId)
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

  /** Signed with the session id: a row copied under another id does not verify. */
  #parse(contents: string, sessionId: string): SessionData | null {
    try {
      return new MessageBuilder().verify(contents, sessionId)
    } catch {
      return null
    }
  }
}

/**
 * The `database` store for config/session.ts. `userKey` is the session key
 * holding the signed-in user's id (the auth guard's `auth_<guard>`).
 */
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
