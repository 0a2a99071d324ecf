import { consume } from '#accounts/services/rate_limits'

/**
 * The shared rate limits for other modules' public forms: counts one
 * attempt of `name` from the client address and throws the translated 429
 * when it is over the limit.
 */
export async function limitAttempts(name: 'takedownReport', address: string) {
  await consume(name, [address])
}
