import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import { creditPoints } from '#wallet/actions/credit_points'
import { balanceOf } from '#wallet/queries/balance_of'
import User from '#accounts/models/user'
import { AccountError } from '#accounts/exceptions/account_error'
import { CODE_TTL_MINUTES, sendVerificationCode } from '#accounts/services/account_mails'
import * as limits from '#accounts/services/rate_limits'
import { hashCode, newCode, sameHash } from '#accounts/services/secrets'

export const RESEND_COOLDOWN_SECONDS = 60
export const MAX_CODE_ATTEMPTS = 5
export const WELCOME_BONUS = 20

/** The answer to the n-th wrong code: the 5th and later say the code is dead. */
const wrongCode = (tries: number) =>
  new AccountError(
    tries >= MAX_CODE_ATTEMPTS
      ? 'auth.verify.errors.tooManyWrongCodes'
      : 'auth.verify.errors.invalidCode',
    { code: 'E_INVALID_CODE' }
  )

export type VerifyResult = {
  user: User
  balance: number
  /** The code had already been used (double submit, second tab): nothing new happened. */
  alreadyVerified: boolean
}

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

  /**
   * "Resend code": the same answer whether the address is unknown, verified,
   * or waiting (so it tells nobody which addresses have accounts); a code
   * goes out only to an unverified account whose last code is 60 s old.
   */
  async resend(email: string) {
    const user = await this.#findUser(email)
    if (user && !user.isVerified) await this.issueAndSend(user, true)
    return { retryAfter: RESEND_COOLDOWN_SECONDS }
  }

  /**
   * Checks a code: 400 malformed or wrong code (5 tries at most), 410
   * expired (only for the right code). Success marks the email verified and
   * credits the welcome bonus in the transaction that consumes the code.
   * An address without a live code (unknown, already verified, expired)
   * answers a wrong code exactly as a real account does, so the answers do
   * not tell which addresses have accounts.
   */
  async verify(email: string, code: string): Promise<VerifyResult> {
    if (!/^\d{6}$/.test(code)) throw new AccountError('auth.verify.errors.incomplete')
    const user = await this.#findUser(email)
    if (!user) return this.#noLiveCode(email)

    const hash = hashCode(user.id, code)
    const counted = await db.transaction(async (trx) => {
      /*
       * One statement counts a wrong code or consumes the right one, under
       * the row's lock: parallel guesses cannot pass the 5 tries, and of the
       * same right code sent N times at once exactly one consumes it (the
       * others then find it consumed and are replays, never wrong tries).
       */
      const result = await trx.rawQuery(
        `UPDATE email_verification_codes
           SET attempts = attempts + (CASE WHEN code_hash = ? THEN 0 ELSE 1 END),
               consumed_at = CASE WHEN code_hash = ? THEN now() ELSE NULL END
         WHERE user_id = ? AND consumed_at IS NULL AND attempts < ? AND expires_at > now()
         RETURNING attempts, code_hash = ? AS matched`,
        [hash, hash, user.id, MAX_CODE_ATTEMPTS, hash]
      )
      const row: { attempts: number; matched: boolean } | undefined = result.rows[0]
      if (row?.matched) await this.#markVerified(trx, user.id)
      return row
    })
    if (counted?.matched) return { ...(await this.#refreshed(user)), alreadyVerified: false }
    if (counted) throw wrongCode(counted.attempts)

    // Nothing counted: the code is consumed, used up, expired, or was never sent.
    const row = await this.#codeRow(db.connection(), user.id)
    const rightCode = !!row && sameHash(row.code_hash, hash)
    if (row && rightCode && row.expires_at > new Date() && (row.consumed_at || user.isVerified)) {
      // Double submit, a second tab, or a request that lost the race: already verified.
      return { ...(await this.#refreshed(user)), alreadyVerified: true }
    }
    if (!user.isVerified && row && !row.consumed_at && row.attempts >= MAX_CODE_ATTEMPTS) {
      throw wrongCode(row.attempts)
    }
    if (!user.isVerified && row && rightCode && row.expires_at <= new Date()) {
      throw new AccountError('auth.verify.errors.expired', { status: 410, code: 'E_CODE_EXPIRED' })
    }
    return this.#noLiveCode(email)
  }

  /** A wrong code where there is no live code to count it on: counted per address instead. */
  async #noLiveCode(email: string): Promise<never> {
    const { count } = await limits.hit('codeGuess', [email.trim().toLowerCase()])
    throw wrongCode(count)
  }

  async #markVerified(trx: TransactionClientContract, userId: number) {
    await trx.rawQuery(
      'UPDATE users SET email_verified_at = now(), updated_at = now() WHERE id = ? AND email_verified_at IS NULL',
      [userId]
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

  async #refreshed(user: User) {
    await user.refresh()
    return { user, balance: await balanceOf(user.id) }
  }

  async #findUser(email: string) {
    const normalized = email.trim().toLowerCase()
    if (!normalized) return null
    return User.query().where('email', normalized).whereNull('deletedAt').first()
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
