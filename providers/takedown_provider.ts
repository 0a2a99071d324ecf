import type { ApplicationService } from '@adonisjs/core/types'

/**
 * The takedown module's wiring, in every process: the removal queue's clock
 * among the metrics (web and worker serve the same figures; dashboards
 * take the max).
 */
export default class TakedownProvider {
  constructor(protected app: ApplicationService) {}

  async boot() {
    const { observeRemovalQueue } = await import('#core/metrics/takedown_metrics')
    const { queueClock } = await import('#takedown/queries/report_queue')
    const { clock } = await import('#core/clock')
    observeRemovalQueue(() => queueClock(clock.now()))
  }
}
