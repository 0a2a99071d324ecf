import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { publicUrl } from '#core/http/public_url'
import User from '#accounts/models/user'
import { AccountError } from '#accounts/exceptions/account_error'
import { RESET_TTL_MINUTES, sendPasswordResetLink } from '#accounts/services/account_mails'
import { hashToken, newToken } from '#accounts/services/secrets'
import { endSessionsOf } from '#accounts/services/sessions'

/**
 * Real password reset (design.md #3): a mailed single-use link, stored
 * hashed, valid 60 minutes. Asking never reveals whether an address is
 * registered; using it ends every session of the account.
 */
export class PasswordResetService {
  /**
   * Mails a link when the address belongs to an account; silent otherwise.
   * The link's origin is the configured one (APP_URL), never the request's.
   */
  async request(email: string) {
    const user = await User.query()
      .where('email', email.trim().toLowerCase())
      .whereNull('deletedAt')
      .first()
    if (!user) return
    const token = newToken()
    await db.table('password_reset_tokens').insert({
      user_id: user.id,
      token_hash: hashToken(token),
      expires_at: DateTime.now().plus({ minutes: RESET_TTL_MINUTES }).toJSDate(),
    })
    await sendPasswordResetLink(user, publicUrl(`/reset-password/${token}`))
  }

  async isUsable(token: string) {
    const row = await db
      .from('password_reset_tokens')
      .where('token_hash', hashToken(token))
      .whereNull('used_at')
      .where('expires_at', '>', new Date())
      .first()
    return !!row
  }

  /** Sets the new password; the link dies with it, as do the account's other links and sessions. */
  async reset(token: string, password: string): Promise<User> {
    return db.transaction(async (trx) => {
      const used = await trx.rawQuery(
        `UPDATE password_reset_tokens SET used_at = now()
         WHERE token_hash = ? AND used_at IS NULL AND expires_at > now()
         RETURNING user_id`,
        [hashToken(token)]
      )
      if (used.rows.length === 0) {
        throw new AccountError('auth.reset.errors.invalidLink', {
          status: 410,
          code: 'E_LINK_INVALID',
        })
      }
      const user = await User.query({ client: trx })
        .where('id', used.rows[0].user_id)
        .whereNull('deletedAt')
        .forUpdate()
        .first()
      if (!user) {
        throw new AccountError('auth.reset.errors.invalidLink', {
          status: 410,
          code: 'E_LINK_INVALID',
        })
      }
      await trx.rawQuery(
        'UPDATE password_reset_tokens SET used_at = now() WHERE user_id = ? AND used_at IS NULL',
        [user.id]
      )
      user.password = password
      await user.save()
      await endSessionsOf(user.id, { client: trx })
      return user
    })
  }
}

export default new PasswordResetService()
