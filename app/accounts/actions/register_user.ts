import db from '@adonisjs/lucid/services/db'
import type { Locale } from '#core/i18n/locales'
import User from '#accounts/models/user'
import { AccountError } from '#accounts/exceptions/account_error'
import { sendVerificationCode } from '#accounts/services/account_mails'
import { storeVerificationCode } from '#accounts/actions/store_verification_code'
import type { RegistrationInput } from '#accounts/types/account'

const emailTaken = () =>
  new AccountError('auth.register.errors.emailTaken', { status: 409, field: 'email' })
const usernameTaken = () =>
  new AccountError('auth.register.errors.usernameTaken', { status: 409, field: 'username' })

// A race between two sign-ups gets the same message as a plain duplicate (the unique indexes decide).
export async function registerUser(input: RegistrationInput, locale: Locale): Promise<User> {
  const email = input.email.trim().toLowerCase()
  const username = input.username.trim()
  if (await User.query().where('email', email).first()) throw emailTaken()
  if (await User.query().whereRaw('lower(username) = lower(?)', [username]).first()) {
    throw usernameTaken()
  }

  try {
    const { user, code } = await db.transaction(async (trx) => {
      const created = await User.create(
        { username, email, password: input.password, locale, role: 'user' },
        { client: trx }
      )
      const stored = await storeVerificationCode(created, {
        respectCooldown: false,
        client: trx,
      })
      return { user: created, code: stored.code! }
    })
    await sendVerificationCode(user, code)
    return user
  } catch (error: any) {
    if (error?.code === '23505') {
      throw String(error.constraint).includes('username') ? usernameTaken() : emailTaken()
    }
    throw error
  }
}
