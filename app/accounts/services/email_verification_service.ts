import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import wallet from '#wallet/services/wallet_service'
import type { LedgerEntryResult } from '#wallet/types/ledger'
import User from '#accounts/models/user'
import { AccountError } from '#accounts/exceptions/account_error'
import { CODE_TTL_MINUTES, sendVerificationCode } from '#accounts/services/account_mails'
import { hashCode, newCode, sameHash } from '#accounts/services/secrets'

export const RESEND_COOLDOWN_SECONDS = 60
export const MAX_CODE_ATTEMPTS = 5
export const WELCOME_BONUS = 20

type CodeRow = {
  user_id: string
  code_hash: string
  attempts: number
  sent_at: Date
  expires_at: Date
  consumed_at: Date | null
}

/**
 * Email verification with 6-digit codes (product.md §2, §9): a code lives
 * 15 minutes, allows 5 tries, and a new one can be asked for every 60 s.
 * Verifying grants the welcome bonus through the ledger, keyed by the user,
 * so double submits, two tabs or a replay still give 20 points once.
 */
export class EmailVerificationService {
  /**
   * Stores a new code for the user (mail it with `send` once the caller's
   * transaction commits). With `respectCooldown`, stores nothing and returns
   * the seconds to wait when the last code is less than 60 s old; the check
   * and the write are one statement.
   */
  async storeCode(
    user: User,
    options: { respectCooldown: boolean; client?: QueryClientContract }
  ): Promise<{ code: string | null; retryAfter: number }> {
    const code = newCode()
    const client = options.client ?? db.connection()
    const result = await client.rawQuery(
      `INSERT INTO email_verification_codes (user_id, code_hash, attempts, sent_at, expires_at)
       VALUES (?, ?, 0, now(), now() + make_interval(mins => ?))
       ON CONFLICT (user_id) DO UPDATE
         SET code_hash = excluded.code_hash, attempts = 0, sent_at = excluded.sent_at,
             expires_at = excluded.expires_at, consumed_at = NULL
         ${options.respectCooldown ? `WHERE email_verification_codes.sent_at <= now() - make_interval(secs => ${RESEND_COOLDOWN_SECONDS})` : ''}
       RETURNING user_id`,
      [user.id, hashCode(user.id, code), CODE_TTL_MINUTES]
    )
    if (result.rows.length === 0) {
      const row = await this.#codeRow(client, user.id)
      const elapsed = row ? (Date.now() - new Date(row.sent_at).getTime()) / 1000 : 0
      return { code: null, retryAfter: Math.max(1, Math.ceil(RESEND_COOLDOWN_SECONDS - elapsed)) }
    }
    return { code, retryAfter: RESEND_COOLDOWN_SECONDS }
  }

  send(user: User, code: string) {
    return sendVerificationCode(user, code)
  }

  /** A fresh code by mail unless one went out less than 60 s ago; true when sent. */
  async issueAndSend(user: User, respectCooldown: boolean) {
    const { code, retryAfter } = await this.storeCode(user, { respectCooldown })
    if (code) await this.send(user, code)
    return { sent: code !== null, retryAfter }
  }

  /** "Resend code": refused for unknown, verified, or too recent codes (429 with the wait). */
  async resend(email: string) {
    const user = await this.#userOrFail(email)
    if (user.isVerified) throw new AccountError('auth.verify.errors.alreadyVerified')
    const { sent, retryAfter } = await this.issueAndSend(user, true)
    if (!sent) {
      throw new AccountError('auth.verify.errors.resendCooldown', {
        status: 429,
        code: 'E_RESEND_COOLDOWN',
        vars: { seconds: retryAfter },
        retryAfter,
      })
    }
    return { retryAfter }
  }

  /**
   * Checks a code: 404 unknown user, 400 malformed or wrong code (5 tries at
   * most), 410 expired. Success marks the email verified and credits the
   * welcome bonus in one transaction.
   */
  async verify(email: string, code: string): Promise<{ user: User; bonus: LedgerEntryResult }> {
    const user = await this.#userOrFail(email)
    if (!/^\d{6}$/.test(code)) throw new AccountError('auth.verify.errors.incomplete')
    const row = await this.#codeRow(db.connection(), user.id)

    if (user.isVerified) {
      // The same correct code again (double submit, second tab) answers like the first time.
      if (!this.#isReplay(row, user.id, code))
        throw new AccountError('auth.verify.errors.alreadyVerified')
      return this.#complete(user)
    }
    if (!row || row.expires_at <= new Date()) {
      throw new AccountError('auth.verify.errors.expired', { status: 410, code: 'E_CODE_EXPIRED' })
    }
    // Every try is counted before the comparison, so parallel guesses cannot exceed the limit.
    const counted = await db.rawQuery(
      `UPDATE email_verification_codes SET attempts = attempts + 1
       WHERE user_id = ? AND attempts < ? AND consumed_at IS NULL AND expires_at > now()
       RETURNING attempts`,
      [user.id, MAX_CODE_ATTEMPTS]
    )
    if (counted.rows.length === 0) {
      // Another tab may have used this very code a moment ago: that is a replay, not a guess.
      const current = await this.#codeRow(db.connection(), user.id)
      if (this.#isReplay(current, user.id, code)) return this.#complete(user)
      throw new AccountError('auth.verify.errors.tooManyWrongCodes')
    }
    if (!sameHash(row.code_hash, hashCode(user.id, code))) {
      const exhausted = counted.rows[0].attempts >= MAX_CODE_ATTEMPTS
      throw new AccountError(
        exhausted ? 'auth.verify.errors.tooManyWrongCodes' : 'auth.verify.errors.invalidCode',
        { code: 'E_INVALID_CODE' }
      )
    }
    return this.#complete(user)
  }

  /** The correct code of a code already consumed, still within its 15 minutes. */
  #isReplay(row: CodeRow | null | undefined, userId: number, code: string) {
    return (
      !!row?.consumed_at &&
      row.expires_at > new Date() &&
      sameHash(row.code_hash, hashCode(userId, code))
    )
  }

  async #complete(user: User) {
    const bonus = await db.transaction(async (trx) => {
      await trx.rawQuery(
        'UPDATE users SET email_verified_at = now(), updated_at = now() WHERE id = ? AND email_verified_at IS NULL',
        [user.id]
      )
      await trx.rawQuery(
        'UPDATE email_verification_codes SET consumed_at = now() WHERE user_id = ? AND consumed_at IS NULL',
        [user.id]
      )
      return wallet.credit(
        {
          userId: user.id,
          amount: WELCOME_BONUS,
          reference: `user:${user.id}`,
          idempotencyKey: `welcome_bonus:user:${user.id}`,
        },
        'welcome_bonus',
        { client: trx }
      )
    })
    await user.refresh()
    return { user, bonus }
  }

  async #userOrFail(email: string) {
    const user = email
      ? await User.query().where('email', email.trim().toLowerCase()).whereNull('deletedAt').first()
      : null
    if (!user) {
      throw new AccountError('auth.verify.errors.userNotFound', {
        status: 404,
        code: 'E_USER_NOT_FOUND',
      })
    }
    return user
  }

  async #codeRow(client: QueryClientContract, userId: number): Promise<CodeRow | null> {
    const result = await client.rawQuery(
      'SELECT * FROM email_verification_codes WHERE user_id = ?',
      [userId]
    )
    return result.rows[0] ?? null
  }
}

export default new EmailVerificationService()
