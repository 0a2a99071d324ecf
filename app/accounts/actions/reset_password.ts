import db from '@adonisjs/lucid/services/db'
import User from '#accounts/models/user'
import { AccountError } from '#accounts/exceptions/account_error'
import { hashToken } from '#accounts/services/secrets'
import { endSessionsOf } from '#accounts/actions/end_sessions'
import { clock } from '#core/clock'

const invalidLink = () =>
  new AccountError('auth.reset.errors.invalidLink', { status: 410, code: 'E_LINK_INVALID' })

export async function resetPassword(token: string, password: string): Promise<User> {
  const now = clock.now()
  return db.transaction(async (trx) => {
    const used = await trx.rawQuery(
      `UPDATE password_reset_tokens SET used_at = ?::timestamptz
         WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?::timestamptz
         RETURNING user_id`,
      [now, hashToken(token), now]
    )
    if (used.rows.length === 0) throw invalidLink()
    const user = await User.query({ client: trx })
      .where('id', used.rows[0].user_id)
      .whereNull('deletedAt')
      .forUpdate()
      .first()
    if (!user) throw invalidLink()
    await trx.rawQuery(
      'UPDATE password_reset_tokens SET used_at = ? WHERE user_id = ? AND used_at IS NULL',
      [now, user.id]
    )
    user.password = password
    await user.save()
    await endSessionsOf(user.id, { client: trx })
    return user
  })
}
