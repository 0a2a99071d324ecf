import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import { appKey } from '#core/runtime/required_settings'
import { VERIFICATION_CODE_DIGITS } from '#accounts/types/account'

// A code of a few digits has few values, so a plain hash of a leaked table could be reversed:
// it is an HMAC keyed with APP_KEY and bound to the user.
export function newCode() {
  return String(randomInt(0, 10 ** VERIFICATION_CODE_DIGITS)).padStart(
    VERIFICATION_CODE_DIGITS,
    '0'
  )
}

export function hashCode(userId: number, code: string) {
  return createHmac('sha256', appKey().release())
    .update(`email-code:${userId}:${code}`)
    .digest('hex')
}

export function sameHash(a: string, b: string) {
  const left = Buffer.from(a, 'hex')
  const right = Buffer.from(b, 'hex')
  return left.length === right.length && timingSafeEqual(left, right)
}

// 256 random bits: a plain SHA-256 is enough to store it.
export function newToken() {
  return randomBytes(32).toString('base64url')
}

export function hashToken(token: string) {
  return createHash('sha256').update(token).digest('hex')
}
