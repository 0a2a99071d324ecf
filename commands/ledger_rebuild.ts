import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/** Rewrites every balance projection from the ledger entries (the entries are the truth). */
export default class LedgerRebuild extends BaseCommand {
  static commandName = 'ledger:rebuild'
  static description = 'Rebuild balance projections from the ledger entries'
  static options: CommandOptions = { startApp: true }

  async run() {
    const { rebuildLedger } = await import('#ledger/actions/rebuild_ledger')
    const { accounts, corrected } = await rebuildLedger()
    this.logger.success(
      `rebuilt ${accounts} balances; ${corrected.length} corrected` +
        (corrected.length ? ` (users ${corrected.join(', ')})` : '')
    )
  }
}
