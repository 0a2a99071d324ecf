import { randomBytes } from 'node:crypto'
import { DateTime } from 'luxon'
import User from '#accounts/models/user'

export const TEST_PASSWORD = 'secret-pass'

/**
 * A user with a unique name and address; verified unless told otherwise. `connection`: a
 * Lucid connection to another database than the tests' (one a test started).
 */
export async function createUser(
  overrides: Partial<Pick<User, 'username' | 'email' | 'role' | 'locale'>> & {
    verified?: boolean
    password?: string
  } = {},
  { connection }: { connection?: string } = {}
) {
  const suffix = randomBytes(4).toString('hex')
  const { verified = true, password = TEST_PASSWORD, ...fields } = overrides
  return User.create(
    {
      username: `user_${suffix}`,
      email: `user_${suffix}@example.com`,
      role: 'user',
      locale: 'en',
      password,
      emailVerifiedAt: verified ? DateTime.now() : null,
      ...fields,
    },
    { connection }
  )
}

/** Session data of a signed-in user (as signIn() leaves it), for `.withSession(…)`. */
export function sessionOf(user: User) {
  return { auth_web: user.id }
}

/** Empties the rate-limit table (written outside any test transaction, as the limits are). */
export async function clearRateLimits() {
  const { default: db } = await import('@adonisjs/lucid/services/db')
  // Through the pool, as the limits count: inside a test's global transaction
  // the delete would lock the rows every later hit must update, until the test ends.
  db.manager.connect(db.primaryConnectionName)
  await db.manager.get(db.primaryConnectionName)!.connection!.client!('rate_limits').delete()
}

type QueuedMail = ReturnType<import('@adonisjs/mail').FakeMailer['mails']['queued']>[number]

/** The mails queued (mail fake) for an address, oldest first, rendered (HTML and text). */
export async function mailsTo(mails: import('@adonisjs/mail').FakeMailer, to: string) {
  const found: { subject: string; html: string; text: string }[] = []
  for (const mail of mails.mails.queued() as QueuedMail[]) {
    await mail.buildWithContents()
    const message = mail.message.toJSON().message
    const recipients = (message.to ?? []) as (string | { address: string })[]
    if (!recipients.some((entry) => (typeof entry === 'string' ? entry : entry.address) === to))
      continue
    found.push({
      subject: String(message.subject),
      html: String(message.html),
      text: String(message.text),
    })
  }
  return found
}

/** The 6-digit code of the last verification mail sent to an address. */
export async function codeFromMail(mails: import('@adonisjs/mail').FakeMailer, to: string) {
  const sent = await mailsTo(mails, to)
  const last = sent.at(-1)
  const match = last?.text.match(/\b(\d{6})\b/)
  if (!match) throw new Error(`no verification code mailed to ${to}`)
  return match[1]
}
