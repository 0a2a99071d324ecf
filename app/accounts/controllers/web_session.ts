import type { HttpContext } from '@adonisjs/core/http'
import type User from '#accounts/models/user'
import { endSessionsOf } from '#accounts/actions/end_sessions'

const INTENDED_KEY = 'intended_url'

// A new session id at sign-in: an id known before (fixation) never becomes a signed-in one.
export async function signIn(ctx: HttpContext, user: User) {
  await ctx.auth.use('web').login(user)
}

// Its row is deleted when the response commits the new id, so a copy of the old cookie is worth nothing.
export async function signOut(ctx: HttpContext) {
  await ctx.auth.use('web').logout()
  ctx.session.regenerate()
}

export function endOtherSessions(ctx: HttpContext, userId: number) {
  return endSessionsOf(userId, { except: ctx.session.sessionId })
}

// Browsers read "//host" and "/\\host" as other sites: neither (nor any backslash or control character) passes.
export function isLocalPath(path: unknown): path is string {
  return (
    typeof path === 'string' &&
    path.length <= 2000 &&
    /^\/(?![/\\])/.test(path) &&
    !path.includes('\\') &&
    ![...path].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)
  )
}

export function rememberIntended(ctx: HttpContext, path: string) {
  if (isLocalPath(path)) ctx.session.put(INTENDED_KEY, path)
}

export function pullIntended(ctx: HttpContext) {
  const path = ctx.session.pull(INTENDED_KEY, null)
  return isLocalPath(path) ? path : '/'
}
