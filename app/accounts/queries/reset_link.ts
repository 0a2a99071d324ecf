import db from '@adonisjs/lucid/services/db'
import { hashToken } from '#accounts/services/secrets'
import { clock } from '#core/clock'

export async function isResetLinkUsable(token: string) {
  const row = await db
    .from('password_reset_tokens')
    .where('token_hash', hashToken(token))
    .whereNull('used_at')
    .where('expires_at', '>', clock.now())
    .first()
  return !!row
}
