import type User from '#accounts/models/user'

export type VerifyResult = {
  user: User
  balance: number
  alreadyVerified: boolean
}

export type VerificationCodeRow = {
  user_id: string
  code_hash: string
  attempts: number
  sent_at: Date
  expires_at: Date
  consumed_at: Date | null
}
