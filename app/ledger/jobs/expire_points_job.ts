import logger from '@adonisjs/core/services/logger'
import queue from '#core/queue/queue'
import { expireDueLots } from '#ledger/actions/expire_due_lots'

// pg-boss fires the schedule once whatever the number of workers; each lot expires
// under its user's balance lock, so an overlap expires nothing twice.
export const expirePointsJob = queue.define<Record<string, never>>({
  name: 'wallet.expire_points',
  cron: '7 * * * *',
  async handle() {
    const run = await expireDueLots()
    if (run.entries) logger.info(run, 'points expired')
  },
})
