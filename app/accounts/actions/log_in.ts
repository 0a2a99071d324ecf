import { errors as authErrors } from '@adonisjs/auth'
import User from '#accounts/models/user'
import { AccountError, tooManyAttempts } from '#accounts/exceptions/account_error'
import { sendSignInAttemptsNotice } from '#accounts/services/account_mails'
import * as limits from '#accounts/services/rate_limits'

// An unknown email and a wrong password give the same answer and the same work (the hasher
// runs either way). Every attempt is counted before the password is checked, one statement
// per limit, so N guesses sent at once use N tries; a right password gives its tries back.
export async function logIn(email: string, password: string, ip: string): Promise<User> {
  const normalized = email.trim().toLowerCase()
  await limits.consume('loginAddress', [ip])
  await limits.consume('login', [normalized, ip])
  const account = await limits.hit('loginAccount', [normalized])
  if (!account.allowed) {
    if (account.firstRefusal) await tellOwner(normalized, account.retryAfter)
    throw tooManyAttempts(account.retryAfter)
  }

  try {
    const user = await User.verifyCredentials(normalized, password)
    if (user.deletedAt) throw new authErrors.E_INVALID_CREDENTIALS('deleted account')
    await Promise.all([
      limits.refund('loginAddress', [ip]),
      limits.reset('login', [normalized, ip]),
      limits.refund('loginAccount', [normalized]),
    ])
    return user
  } catch (error) {
    if (!(error instanceof authErrors.E_INVALID_CREDENTIALS)) throw error
    throw new AccountError('auth.login.errors.invalidCredentials', {
      status: 400,
      code: 'E_INVALID_CREDENTIALS',
    })
  }
}

// Unknown addresses are limited the same way (no hint), but nobody is mailed.
async function tellOwner(email: string, seconds: number) {
  const owner = await User.query().where('email', email).whereNull('deletedAt').first()
  if (owner) await sendSignInAttemptsNotice(owner, Math.ceil(seconds / 60))
}
