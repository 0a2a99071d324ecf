import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { creditPoints } from '#ledger/actions/credit_points'
import { balanceOf } from '#ledger/queries/balance_of'
import type User from '#accounts/models/user'
import { AccountError } from '#accounts/exceptions/account_error'
import * as limits from '#accounts/services/rate_limits'
import { hashCode, sameHash } from '#accounts/services/secrets'
import { findUserToVerify, verificationCodeRow } from '#accounts/queries/verification_code'
import { MAX_CODE_ATTEMPTS, WELCOME_BONUS, wrongCode } from '#accounts/rules/verification_policy'
import type { VerifyResult } from '#accounts/types/email_verification'
import { VERIFICATION_CODE_DIGITS } from '#accounts/types/account'
import { clock } from '#core/clock'

const CODE_SHAPE = new RegExp(`^\\d{${VERIFICATION_CODE_DIGITS}}$`)

// The welcome bonus is keyed by the user, in the transaction that consumes the code, so double
// submits and replays give it once. An address without a live code answers a wrong code as a
// real account does, so the answers do not tell which addresses have accounts.
export async function verifyEmail(email: string, code: string): Promise<VerifyResult> {
  if (!CODE_SHAPE.test(code)) {
    throw new AccountError('auth.verify.errors.incomplete', {
      vars: { digits: VERIFICATION_CODE_DIGITS },
    })
  }
  const user = await findUserToVerify(email)
  if (!user) return noLiveCode(email)

  const hash = hashCode(user.id, code)
  const now = clock.now()
  const counted = await db.transaction(async (trx) => {
    // One statement under the row's lock: parallel guesses cannot pass the 5 tries, and of the same
    // right code sent at once exactly one consumes it (the others are replays, never wrong tries).
    const result = await trx.rawQuery(
      `UPDATE email_verification_codes
           SET attempts = attempts + (CASE WHEN code_hash = ? THEN 0 ELSE 1 END),
               consumed_at = CASE WHEN code_hash = ? THEN ?::timestamptz ELSE NULL END
         WHERE user_id = ? AND consumed_at IS NULL AND attempts < ? AND expires_at > ?::timestamptz
         RETURNING attempts, code_hash = ? AS matched`,
      [hash, hash, now, user.id, MAX_CODE_ATTEMPTS, now, hash]
    )
    const row: { attempts: number; matched: boolean } | undefined = result.rows[0]
    if (row?.matched) await markVerified(trx, user.id, now)
    return row
  })
  if (counted?.matched) return { ...(await refreshed(user)), alreadyVerified: false }
  if (counted) throw wrongCode(counted.attempts)

  const row = await verificationCodeRow(db.connection(), user.id)
  const rightCode = !!row && sameHash(row.code_hash, hash)
  if (row && rightCode && row.expires_at > now && (row.consumed_at || user.isVerified)) {
    // Double submit, a second tab, or a request that lost the race: already verified.
    return { ...(await refreshed(user)), alreadyVerified: true }
  }
  if (!user.isVerified && row && !row.consumed_at && row.attempts >= MAX_CODE_ATTEMPTS) {
    throw wrongCode(row.attempts)
  }
  if (!user.isVerified && row && rightCode && row.expires_at <= now) {
    throw new AccountError('auth.verify.errors.expired', { status: 410, code: 'E_CODE_EXPIRED' })
  }
  return noLiveCode(email)
}

async function noLiveCode(email: string): Promise<never> {
  const { count } = await limits.hit('codeGuess', [email.trim().toLowerCase()])
  throw wrongCode(count)
}

async function markVerified(trx: TransactionClientContract, userId: number, now: Date) {
  await trx.rawQuery(
    'UPDATE users SET email_verified_at = ?, updated_at = ? WHERE id = ? AND email_verified_at IS NULL',
    [now, now, userId]
  )
  await creditPoints(
    {
      userId,
      amount: WELCOME_BONUS,
      reference: `user:${userId}`,
      idempotencyKey: `welcome_bonus:user:${userId}`,
    },
    'welcome_bonus',
    { client: trx }
  )
}

async function refreshed(user: User) {
  await user.refresh()
  return { user, balance: await balanceOf(user.id) }
}
