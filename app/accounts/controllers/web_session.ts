import type { HttpContext } from '@adonisjs/core/http'
import type User from '#accounts/models/user'
import { endSessionsOf } from '#accounts/actions/end_sessions'

/*
| The request's side of signing in and out (the auth guard and the session
| of an HttpContext), for the controllers and middleware. Not use cases: they
| need a request, so they live by the controllers; what outlives a request
| (ending a user's sessions, the purge) is in actions/.
*/

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
