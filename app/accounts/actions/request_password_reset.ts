import { urlFor } from '@adonisjs/core/services/url_builder'
import db from '@adonisjs/lucid/services/db'
import { clock } from '#core/clock'
import { publicUrl } from '#core/http/public_url'
import User from '#accounts/models/user'
import { RESET_TTL_MINUTES, sendPasswordResetLink } from '#accounts/services/account_mails'
import { hashToken, newToken } from '#accounts/services/secrets'

// Silent for an unknown address, so asking never reveals whether an address is registered.
export async function requestPasswordReset(email: string) {
  const user = await User.query()
    .where('email', email.trim().toLowerCase())
    .whereNull('deletedAt')
    .first()
  if (!user) return
  const token = newToken()
  await db.table('password_reset_tokens').insert({
    user_id: user.id,
    token_hash: hashToken(token),
    expires_at: new Date(clock.nowMs() + RESET_TTL_MINUTES * 60_000),
  })
  await sendPasswordResetLink(user, publicUrl(urlFor('password.reset_form', { token })))
}
