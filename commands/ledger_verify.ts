import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import { verifyLedger } from '#wallet/queries/verify_ledger'

/**
 * Recomputes every balance from the ledger and compares it with the
 * projection, and the points lots with both. Exits 1 when any account
 * drifts or a lot disagrees (the worker runs the same check daily and logs it).
 */
export default class LedgerVerify extends BaseCommand {
  static commandName = 'ledger:verify'
  static description = 'Recompute balances from the ledger and list drift (exit 1 on drift)'
  static options: CommandOptions = { startApp: true }

  async run() {
    const check = await verifyLedger()
    for (const problem of check.lotProblems) this.logger.error(`lots: ${problem}`)
    if (check.lotProblems.length) this.exitCode = 1
    if (check.drift.length === 0) {
      if (!check.lotProblems.length) {
        this.logger.success(
          `ledger ok: ${check.accounts} accounts, ${check.entries} entries, lots sum to balances`
        )
      }
      return
    }
    const table = this.ui.table()
    table.head(['user', 'ledger says', 'projection says', 'broken chain entries'])
    for (const drift of check.drift) {
      table.row([
        String(drift.userId),
        String(drift.ledgerBalance),
        drift.projectedBalance === null ? 'missing' : String(drift.projectedBalance),
        String(drift.brokenChainEntries),
      ])
    }
    table.render()
    this.logger.error(`ledger drift: ${check.drift.length} of ${check.accounts} accounts`)
    this.exitCode = 1
  }
}
