import logger from '@adonisjs/core/services/logger'
import queue from '#core/queue/queue'
import { sweepRequests } from '#studio/actions/sweep_requests'

/**
 * Every minute the worker fails the requests past their deadline and gives their points back (the
 * server enforces the 10-minute video timeout, not the browser). pg-boss fires a schedule once,
 * whatever the number of workers.
 */
export const sweepRequestsJob = queue.define<Record<string, never>>({
  name: 'studio.sweep',
  cron: '* * * * *',
  async handle() {
    const { settled, rearmed, uploadsRemoved } = await sweepRequests()
    if (settled || rearmed || uploadsRemoved) {
      logger.info({ settled, rearmed, uploadsRemoved }, 'studio sweep')
    }
  },
})
