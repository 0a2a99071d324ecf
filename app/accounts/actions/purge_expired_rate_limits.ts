import db from '@adonisjs/lucid/services/db'
import { clock } from '#core/clock'

// An expired row already counts as none, so the purge changes no answer.
export async function purgeExpiredRateLimits() {
  return db.from('rate_limits').where('expire', '<=', clock.nowMs()).delete()
}
