import db from '@adonisjs/lucid/services/db'
import { clock } from '#core/clock'

/**
 * Deletes the rate-limit counters whose window (and block) is over; returns
 * how many. Such a row already counts as none (the next hit starts again at
 * 1: services/rate_limits.ts), so the purge changes no answer, and a hit
 * racing it either finds the row or makes a new one. `expire` is in ms on
 * the app clock.
 */
export async function purgeExpiredRateLimits() {
  return db.from('rate_limits').where('expire', '<=', clock.nowMs()).delete()
}
