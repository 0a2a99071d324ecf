import { BaseCommand, args } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * The price list: list it, or set one action's price.
 *   npm run ace -- costs:set              (list)
 *   npm run ace -- costs:set chat 2
 * Web processes see a change within a few seconds (they cache the list briefly).
 */
export default class CostsSet extends BaseCommand {
  static commandName = 'costs:set'
  static description = 'List the points each action costs, or set one (e.g. costs:set chat 2)'
  static options: CommandOptions = { startApp: true }

  @args.string({
    description: 'photo, video, chat, custom_photo or custom_video (omit to list)',
    required: false,
  })
  declare action?: string

  @args.string({ description: 'Points, a whole number of at least 1', required: false })
  declare points?: string

  async run() {
    const { priceList } = await import('#ledger/queries/price_list')
    const { costOf } = await import('#ledger/queries/cost_of')
    const { setCost } = await import('#ledger/actions/set_cost')
    const { COST_ACTIONS, MAX_COST, isCostAction } = await import('#ledger/types/costs')

    if (!this.action) {
      const list = await priceList({ fresh: true })
      const table = this.ui.table().head(['action', 'points'])
      for (const action of COST_ACTIONS) table.row([action, String(list[action])])
      table.render()
      return
    }
    if (!isCostAction(this.action)) {
      this.logger.error(`unknown action "${this.action}": use one of ${COST_ACTIONS.join(', ')}`)
      this.exitCode = 1
      return
    }
    const points = /^\d{1,7}$/.test(this.points ?? '') ? Number(this.points) : Number.NaN
    if (!Number.isSafeInteger(points) || points < 1 || points > MAX_COST) {
      this.logger.error(`points must be a whole number from 1 to ${MAX_COST}`)
      this.exitCode = 1
      return
    }
    const before = await costOf(this.action)
    await setCost(this.action, points)
    this.logger.success(`${this.action}: ${before} → ${points} points`)
  }
}
