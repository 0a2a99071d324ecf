import type User from '#accounts/models/user'
import { sendVerificationCode } from '#accounts/services/account_mails'
import { storeVerificationCode } from '#accounts/actions/store_verification_code'

export async function issueVerificationCode(user: User, respectCooldown: boolean) {
  const { code, retryAfter } = await storeVerificationCode(user, { respectCooldown })
  if (code) await sendVerificationCode(user, code)
  return { sent: code !== null, retryAfter }
}
