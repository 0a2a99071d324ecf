import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import type { LedgerCheck } from '#ledger/types/ledger'

/**
 * Recomputes every balance from the ledger and compares it with the
 * projection, checks the points lots, the trial balance (every account of
 * the double-entry ledger sums to zero) and every hold (open, or captured or
 * released exactly once, and the held projections). Lists the open holds.
 * Exits 1 on any problem (the worker runs the same check daily and logs it).
 */
export default class LedgerVerify extends BaseCommand {
  static commandName = 'ledger:verify'
  static description =
    'Check balances, lots, the trial balance and every hold against the ledger (exit 1 on a problem)'
  static options: CommandOptions = { startApp: true }

  async run() {
    const { verifyLedger } = await import('#ledger/queries/verify_ledger')
    const check = await verifyLedger()
    for (const problem of check.lotProblems) this.logger.error(`lots: ${problem}`)
    for (const problem of check.holds.problems) this.logger.error(`holds: ${problem}`)
    this.#trialBalance(check)
    this.#openHolds(check)
    if (check.drift.length) this.#drift(check)
    const failed =
      check.lotProblems.length > 0 ||
      check.holds.problems.length > 0 ||
      check.trialBalance.total !== 0 ||
      check.drift.length > 0
    if (failed) {
      this.exitCode = 1
      return
    }
    this.logger.success(
      `ledger ok: ${check.accounts} accounts, ${check.entries} entries, lots sum to balances, ` +
        `trial balance 0, every hold settled at most once`
    )
  }

  #trialBalance({ trialBalance }: LedgerCheck) {
    const table = this.ui.table()
    table.head(['account', 'points'])
    for (const line of trialBalance.lines) {
      table.row([line.account, String(line.balance)])
      if (line.account !== 'users:held') continue
      for (const held of trialBalance.held)
        table.row([`  of which ${held.account}`, String(held.balance)])
    }
    table.row(['total', String(trialBalance.total)])
    table.render()
    if (trialBalance.total !== 0) {
      this.logger.error(`trial balance: the accounts sum to ${trialBalance.total}, not 0`)
    }
  }

  #openHolds({ holds }: LedgerCheck) {
    this.logger.info(`open holds: ${holds.open.count} (${holds.open.points} points)`)
    for (const hold of holds.open.oldest) {
      this.logger.info(
        `  hold ${hold.holdId}: user ${hold.userId}, ${hold.points} points for ${hold.purpose} since ${hold.createdAt}`
      )
    }
  }

  #drift(check: LedgerCheck) {
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
  }
}
