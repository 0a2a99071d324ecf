import logger from '@adonisjs/core/services/logger'
import queue from '#core/queue/queue'
import { purgeExpiredSessions } from '#accounts/actions/purge_expired_sessions'
import { purgeExpiredRateLimits } from '#accounts/actions/purge_expired_rate_limits'

/**
 * Expired sessions are never read (the store filters them) and expired
 * rate-limit counters count as none, but their rows stay until this hourly
 * purge in the worker, so requests pay for no clean-up. DELETEs of what is
 * expired: re-delivery is harmless. (The name is the first table it
 * purged: pg-boss keeps a schedule by name, so it stays.)
 */
export const purgeSessionsJob = queue.define<Record<string, never>>({
  name: 'accounts.purge_sessions',
  cron: '17 * * * *',
  async handle() {
    const sessions = await purgeExpiredSessions()
    const rateLimits = await purgeExpiredRateLimits()
    if (sessions || rateLimits) logger.info({ sessions, rateLimits }, 'expired rows purged')
  },
})
