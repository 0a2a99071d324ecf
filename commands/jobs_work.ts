import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * The worker process: runs every module's pg-boss job handlers and the
 * scheduled jobs until SIGINT/SIGTERM. `npm start` runs it beside the web.
 */
export default class JobsWork extends BaseCommand {
  static commandName = 'jobs:work'
  static description = 'Run the background job worker (pg-boss) until stopped'
  static options: CommandOptions = { startApp: true, staysAlive: true }

  async run() {
    const { default: mail } = await import('@adonisjs/mail/services/main')
    const { default: queue } = await import('#core/queue/queue')
    const { serveWorkerMetrics } = await import('#core/metrics/worker_metrics')
    const { assertAgeEstimatorReady } = await import('#ai/actions/check_age_estimator')
    // Every generated result passes the age check: in production, none without a working one.
    await assertAgeEstimatorReady()
    await queue.work()
    const metrics = await serveWorkerMetrics()
    const names = queue.definitions().map((definition) => definition.name)
    this.logger.info(`worker ready (${names.length} job types: ${names.join(', ') || 'none yet'})`)
    this.app.terminating(async () => {
      metrics?.close()
      await queue.stop()
      await mail.closeAll()
    })
  }
}
