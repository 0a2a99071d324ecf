import { errors as authErrors } from '@adonisjs/auth'
import User from '#accounts/models/user'
import { AccountError } from '#accounts/exceptions/account_error'
import * as limits from '#accounts/services/rate_limits'

/**
 * Credentials check with rate limits. An unknown email and a wrong password
 * give the same answer (and the same work: the hasher runs either way).
 */
export class LoginService {
  async attempt(email: string, password: string, ip: string): Promise<User> {
    const normalized = email.trim().toLowerCase()
    await limits.ensureAllowed('login', [normalized, ip])
    await limits.ensureAllowed('loginAddress', [ip])
    try {
      const user = await User.verifyCredentials(normalized, password)
      if (user.deletedAt) throw new authErrors.E_INVALID_CREDENTIALS('deleted account')
      await limits.reset('login', [normalized, ip])
      return user
    } catch (error) {
      if (!(error instanceof authErrors.E_INVALID_CREDENTIALS)) throw error
      await limits.penalize('login', [normalized, ip])
      await limits.penalize('loginAddress', [ip])
      throw new AccountError('auth.login.errors.invalidCredentials', {
        status: 400,
        code: 'E_INVALID_CREDENTIALS',
      })
    }
  }
}

export default new LoginService()
