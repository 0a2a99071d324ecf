import { issueVerificationCode } from '#accounts/actions/issue_verification_code'
import { findUserToVerify } from '#accounts/queries/verification_code'
import { RESEND_COOLDOWN_SECONDS } from '#accounts/rules/verification_policy'

// The same answer for unknown, verified or waiting addresses: it tells nobody which have accounts.
export async function resendVerificationCode(email: string) {
  const user = await findUserToVerify(email)
  if (user && !user.isVerified) await issueVerificationCode(user, true)
  return { retryAfter: RESEND_COOLDOWN_SECONDS }
}
