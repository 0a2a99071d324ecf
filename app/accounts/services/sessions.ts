import type { HttpContext } from '@adonisjs/core/http'
import type User from '#accounts/models/user'

/** Session key holding users.session_version as it was at sign-in. */
const EPOCH_KEY = 'auth_epoch'
const INTENDED_KEY = 'intended_url'

/**
 * Signs the user in and pins the session to the account's current session
 * version: a password reset or change bumps the version, which ends every
 * session pinned to an older one (the store is an encrypted cookie, so
 * there is no server-side row to delete).
 */
export async function signIn(ctx: HttpContext, user: User) {
  await ctx.auth.use('web').login(user)
  ctx.session.put(EPOCH_KEY, user.sessionVersion)
}

/** After the user changed their own password: this session stays, the others end. */
export function keepThisSession(ctx: HttpContext, version: number) {
  ctx.session.put(EPOCH_KEY, version)
}

export function isCurrent(ctx: HttpContext, user: User) {
  return !user.deletedAt && ctx.session.get(EPOCH_KEY) === user.sessionVersion
}

export async function signOut(ctx: HttpContext) {
  await ctx.auth.use('web').logout()
  ctx.session.forget(EPOCH_KEY)
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
