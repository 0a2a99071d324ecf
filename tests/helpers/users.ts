import { randomBytes } from 'node:crypto'
import { DateTime } from 'luxon'
import User from '#accounts/models/user'

export const TEST_PASSWORD = 'secret-pass'

/** A user with a unique name and address; verified unless told otherwise. */
export async function createUser(
  overrides: Partial<Pick<User, 'username' | 'email' | 'role' | 'locale'>> & {
    verified?: boolean
    password?: string
  } = {}
) {
  const suffix = randomBytes(4).toString('hex')
  const { verified = true, password = TEST_PASSWORD, ...fields } = overrides
  return User.create({
    username: `user_${suffix}`,
    email: `user_${suffix}@example.com`,
    role: 'user',
    locale: 'en',
    password,
    emailVerifiedAt: verified ? DateTime.now() : null,
    ...fields,
  })
}
