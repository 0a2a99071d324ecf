import type User from '#accounts/models/user'

export type VerifyResult = {
  user: User
  balance: number
  /** The code had already been used (double submit, second tab): nothing new happened. */
  alreadyVerified: boolean
}

/** A row of email_verification_codes (one per user). */
export type VerificationCodeRow = {
  user_id: string
  code_hash: string
  attempts: number
  sent_at: Date
  expires_at: Date
  consumed_at: Date | null
}
