import logger from '@adonisjs/core/services/logger'
import queue from '#core/queue/queue'
import { purgeExpiredSessions } from '#accounts/actions/purge_expired_sessions'

/**
 * Expired sessions are never read (the store filters them) but their rows
 * stay until this hourly purge in the worker, so requests pay for no
 * clean-up. A DELETE of what is expired: re-delivery is harmless.
 */
export const purgeSessionsJob = queue.define<Record<string, never>>({
  name: 'accounts.purge_sessions',
  cron: '17 * * * *',
  async handle() {
    const purged = await purgeExpiredSessions()
    if (purged) logger.info({ purged }, 'expired sessions purged')
  },
})
