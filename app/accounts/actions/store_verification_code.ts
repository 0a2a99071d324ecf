import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type User from '#accounts/models/user'
import { CODE_TTL_MINUTES } from '#accounts/services/account_mails'
import { hashCode, newCode } from '#accounts/services/secrets'
import { verificationCodeRow } from '#accounts/queries/verification_code'
import { RESEND_COOLDOWN_SECONDS } from '#accounts/rules/verification_policy'
import { clock } from '#core/clock'

// The cooldown check and the write are one statement.
export async function storeVerificationCode(
  user: User,
  options: { respectCooldown: boolean; client?: QueryClientContract }
): Promise<{ code: string | null; retryAfter: number }> {
  const code = newCode()
  const client = options.client ?? db.connection()
  const now = clock.nowMs()
  const sentAt = new Date(now)
  const expiresAt = new Date(now + CODE_TTL_MINUTES * 60_000)
  const cooledDown = new Date(now - RESEND_COOLDOWN_SECONDS * 1000)
  const result = await client.rawQuery(
    `INSERT INTO email_verification_codes (user_id, code_hash, attempts, sent_at, expires_at)
       VALUES (?, ?, 0, ?, ?)
       ON CONFLICT (user_id) DO UPDATE
         SET code_hash = excluded.code_hash, attempts = 0, sent_at = excluded.sent_at,
             expires_at = excluded.expires_at, consumed_at = NULL
         ${options.respectCooldown ? 'WHERE email_verification_codes.sent_at <= ?' : ''}
       RETURNING user_id`,
    [
      user.id,
      hashCode(user.id, code),
      sentAt,
      expiresAt,
      ...(options.respectCooldown ? [cooledDown] : []),
    ]
  )
  if (result.rows.length === 0) {
    const row = await verificationCodeRow(client, user.id)
    const elapsed = row ? (now - new Date(row.sent_at).getTime()) / 1000 : 0
    return { code: null, retryAfter: Math.max(1, Math.ceil(RESEND_COOLDOWN_SECONDS - elapsed)) }
  }
  return { code, retryAfter: RESEND_COOLDOWN_SECONDS }
}
