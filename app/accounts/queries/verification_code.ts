import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import User from '#accounts/models/user'
import type { VerificationCodeRow } from '#accounts/types/email_verification'

export async function verificationCodeRow(
  client: QueryClientContract,
  userId: number
): Promise<VerificationCodeRow | null> {
  const result = await client.rawQuery('SELECT * FROM email_verification_codes WHERE user_id = ?', [
    userId,
  ])
  return result.rows[0] ?? null
}

export async function findUserToVerify(email: string) {
  const normalized = email.trim().toLowerCase()
  if (!normalized) return null
  return User.query().where('email', normalized).whereNull('deletedAt').first()
}
