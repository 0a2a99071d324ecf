import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * The background queues at a glance: jobs by state, the oldest waiting job's
 * age (alert when it grows: the worker is down or behind) and the latest
 * failures.
 */
export default class JobsStatus extends BaseCommand {
  static commandName = 'jobs:status'
  static description = 'Queues, job counts by state, the oldest waiting job and recent failures'
  static options: CommandOptions = { startApp: true }

  async run() {
    const { queueReport } = await import('#core/queue/queue_report')
    const { default: queue } = await import('#core/queue/queue')
    // pg-boss creates its tables when it first starts: on a database no process has queued
    // on yet, the report would otherwise fail on a missing relation.
    await queue.queues()
    const report = await queueReport()
    const table = this.ui.table()
    table.head(['queue', 'waiting', 'active', 'retrying', 'failed', 'completed', 'oldest waiting'])
    for (const line of report.queues) {
      table.row([
        line.name,
        String(line.waiting),
        String(line.active),
        String(line.retrying),
        String(line.failed),
        String(line.completed),
        line.oldestWaitingSeconds === null ? '-' : `${line.oldestWaitingSeconds} s`,
      ])
    }
    table.render()
    if (!report.queues.length) this.logger.info('no jobs yet')
    for (const failure of report.failures) {
      this.logger.warning(
        `${failure.name} failed ${failure.failedAt?.toISOString?.() ?? ''}: ${failure.message}`
      )
    }
  }
}
