import logger from '@adonisjs/core/services/logger'
import queue from '#core/queue/queue'
import { purgeCustomResults } from '#studio/actions/purge_custom_results'

/**
 * Every hour the worker deletes custom generations older than 24 hours. pg-boss fires a schedule
 * once, whatever the number of workers; a missed hour is caught up by the next run.
 */
export const purgeCustomJob = queue.define<Record<string, never>>({
  name: 'studio.purge_custom',
  cron: '0 * * * *',
  async handle() {
    const { removed, orphanUploads } = await purgeCustomResults()
    if (removed || orphanUploads)
      logger.info({ removed, orphanUploads }, 'custom generations purged')
  },
})
