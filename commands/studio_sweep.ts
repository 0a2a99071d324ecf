import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * Settles studio requests stuck past their deadline now (the worker does it
 * every minute): each fails and its points go back, once. Safe to repeat
 * and to run while the worker runs.
 */
export default class StudioSweep extends BaseCommand {
  static commandName = 'studio:sweep'
  static description = 'Fail and refund studio requests past their deadline (safe to repeat)'
  static options: CommandOptions = { startApp: true }

  async run() {
    const { sweepRequests } = await import('#studio/actions/sweep_requests')
    const { settled, uploadsRemoved } = await sweepRequests()
    this.logger.success(
      `${settled} request(s) failed and refunded, ${uploadsRemoved} upload(s) removed`
    )
  }
}
