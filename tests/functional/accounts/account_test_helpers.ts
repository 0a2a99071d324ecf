import mail from '@adonisjs/mail/services/main'
import testUtils from '@adonisjs/core/services/test_utils'
import type { FakeMailer } from '@adonisjs/mail'
import type { ApiClient } from '@japa/api-client'
import type { Group } from '@japa/runner/core'
import type { SessionData } from '@adonisjs/session/types'
import { issueVerificationCode } from '#accounts/actions/issue_verification_code'
import { clearRateLimits, codeFromMail, createUser } from '#tests/helpers/users'
import { SESSION_COOKIE } from '#tests/helpers/sessions'
import { clock } from '#core/clock'

/**
 * The setup every account test that sends mail shares: rate limits emptied
 * (registered before the global transaction: they are written outside it),
 * the global transaction, the clock put back after a travel and a fake
 * mailer. Returns a reader of the running test's fake mailer.
 */
export function eachTestWithMail(group: Group, { transaction = true } = {}): () => FakeMailer {
  group.each.setup(() => clearRateLimits())
  if (transaction) group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.teardown(() => clock.reset())
  let mails: FakeMailer | undefined
  group.each.setup(() => {
    mails = mail.fake()
    return () => mail.restore()
  })
  return () => {
    if (!mails) throw new Error('the fake mailer is set up for each test, not before')
    return mails
  }
}

/** An unverified user with a code mailed (as after sign-up). */
export async function pendingUser(mails: FakeMailer) {
  const user = await createUser({ verified: false })
  await issueVerificationCode(user, false)
  return { user, code: await codeFromMail(mails, user.email) }
}

/** A 6-digit code that is surely not `code`. */
export const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000')

/** How a request is sent: in a language (the `lang` cookie), with session data or a session cookie. */
export type SentAs = { lang?: string; session?: SessionData; cookie?: string }

/**
 * A form post as the Inertia pages send it: with the CSRF token and without
 * following the redirect; a post with no fields sends no body.
 */
export function postForm(
  client: ApiClient,
  path: string,
  body?: Record<string, unknown>,
  { lang, session, cookie }: SentAs = {}
) {
  const request = client.post(path).withCsrfToken()
  if (lang) request.withRawCookie('lang', lang)
  if (session) request.withSession(session)
  if (cookie) request.withCookie(SESSION_COOKIE, cookie)
  request.header('X-Inertia', 'true')
  if (body) request.json(body)
  return request.redirects(0)
}

/** The login form sent as the page sends it. */
export const logInWith = (client: ApiClient, email: string, password: string, as?: SentAs) =>
  postForm(client, '/login', { email, password }, as)

/** The profile's password form: the current password and a new one, typed twice. */
export function changePassword(
  client: ApiClient,
  currentPassword: string,
  password: string,
  as: SentAs
) {
  const body = { currentPassword, password, password_confirmation: password }
  return postForm(client, '/profile/password', body, as)
}

/** A JSON post with the CSRF token, as the verification page's fetch sends it. */
export function postJson(
  client: ApiClient,
  path: string,
  body: Record<string, unknown>,
  lang?: string
) {
  const request = client.post(path).withCsrfToken()
  if (lang) request.withRawCookie('lang', lang)
  return request.accept('json').json(body)
}

/** A code sent to POST /api/auth/verify-email. */
export function verifyEmail(
  client: ApiClient,
  email: string,
  verificationCode: string,
  lang?: string
) {
  return postJson(client, '/api/auth/verify-email', { email, verificationCode }, lang)
}

/** A new code asked of POST /api/auth/resend-verification. */
export function resendVerification(client: ApiClient, email: string, lang?: string) {
  return postJson(client, '/api/auth/resend-verification', { email }, lang)
}
