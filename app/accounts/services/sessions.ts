import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type User from '#accounts/models/user'
import { SESSIONS_TABLE } from '#accounts/services/session_store'
import sessionCache from '#accounts/services/session_cache'

const INTENDED_KEY = 'intended_url'

/** A new session id at sign-in: an id known before (fixation) never becomes a signed-in one. */
export async function signIn(ctx: HttpContext, user: User) {
  await ctx.auth.use('web').login(user)
}

/**
 * Ends this session for good: its row is deleted when the response commits
 * the new, signed-out id, so a copy of the old cookie is worth nothing.
 */
export async function signOut(ctx: HttpContext) {
  await ctx.auth.use('web').logout()
  ctx.session.regenerate()
}

/**
 * Deletes the user's sessions (every copy of their cookies, in every web
 * process), except `except` (the id of the session making the request).
 * Returns how many live sessions were ended. `client`: a caller's transaction.
 */
export async function endSessionsOf(
  userId: number,
  options: { except?: string; client?: QueryClientContract } = {}
) {
  const result = await (options.client ?? db.connection()).rawQuery(
    `WITH ended AS (
       DELETE FROM ${SESSIONS_TABLE} WHERE user_id = ? AND id <> ?
       RETURNING id, expires_at
     )
     SELECT count(*) FILTER (WHERE expires_at > now())::int AS live,
            coalesce(array_agg(id), '{}') AS ids
     FROM ended`,
    // Session ids are never empty: '' excepts none.
    [userId, options.except ?? '']
  )
  // This process at once (other processes by each row's NOTIFY, at commit).
  for (const id of result.rows[0].ids as string[]) sessionCache.forget(id)
  return result.rows[0].live as number
}

/** Deletes expired sessions (the worker's hourly job); returns how many. */
export async function purgeExpiredSessions() {
  return db.from(SESSIONS_TABLE).where('expires_at', '<=', new Date()).delete()
}

/** "Sign out of other devices", also run after a password change: this session stays. */
export function endOtherSessions(ctx: HttpContext, userId: number) {
  return endSessionsOf(userId, { except: ctx.session.sessionId })
}

/**
 * A path on this site, never another origin: browsers read "//host" and
 * "/\\host" as other sites, so neither (nor any backslash or control
 * character) passes.
 */
export function isLocalPath(path: unknown): path is string {
  return (
    typeof path === 'string' &&
    path.length <= 2000 &&
    /^\/(?![/\\])/.test(path) &&
    !path.includes('\\') &&
    ![...path].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)
  )
}

/** Remembers where a visitor was going, for after the login. Local paths only. */
export function rememberIntended(ctx: HttpContext, path: string) {
  if (isLocalPath(path)) ctx.session.put(INTENDED_KEY, path)
}

export function pullIntended(ctx: HttpContext) {
  const path = ctx.session.pull(INTENDED_KEY, null)
  return isLocalPath(path) ? path : '/'
}
