import { consume } from '#accounts/services/rate_limits'

export async function limitAttempts(name: 'takedownReport', address: string) {
  await consume(name, [address])
}
