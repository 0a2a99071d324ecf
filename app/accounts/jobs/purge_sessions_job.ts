import logger from '@adonisjs/core/services/logger'
import queue from '#core/queue/queue'
import { purgeExpiredSessions } from '#accounts/actions/purge_expired_sessions'
import { purgeExpiredRateLimits } from '#accounts/actions/purge_expired_rate_limits'

// pg-boss keeps a schedule by name, so the name stays that of the first table it purged.
export const purgeSessionsJob = queue.define<Record<string, never>>({
  name: 'accounts.purge_sessions',
  cron: '17 * * * *',
  async handle() {
    const sessions = await purgeExpiredSessions()
    const rateLimits = await purgeExpiredRateLimits()
    if (sessions || rateLimits) logger.info({ sessions, rateLimits }, 'expired rows purged')
  },
})
