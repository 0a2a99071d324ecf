import { issueVerificationCode } from '#accounts/actions/issue_verification_code'
import { findUserToVerify } from '#accounts/queries/verification_code'
import { RESEND_COOLDOWN_SECONDS } from '#accounts/rules/verification_policy'

/**
 * "Resend code": the same answer whether the address is unknown, verified,
 * or waiting (so it tells nobody which addresses have accounts); a code
 * goes out only to an unverified account whose last code is 60 s old.
 */
export async function resendVerificationCode(email: string) {
  const user = await findUserToVerify(email)
  if (user && !user.isVerified) await issueVerificationCode(user, true)
  return { retryAfter: RESEND_COOLDOWN_SECONDS }
}
