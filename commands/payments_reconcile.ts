import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * Credits payments that succeeded at the provider but were never credited
 * here (lost confirmation, missed webhook). Safe to run any time.
 */
export default class PaymentsReconcile extends BaseCommand {
  static commandName = 'payments:reconcile'
  static description = 'List recent provider payments and credit the ones missing from the ledger'
  static options: CommandOptions = { startApp: true }

  @flags.number({ description: 'How many hours back to look', default: 72 })
  declare hours: number

  async run() {
    const { reconcilePayments } = await import('#payments/actions/reconcile_payments')
    const report = await reconcilePayments(this.hours)
    this.logger.info(`checked ${report.checked} payment(s) from the last ${this.hours} h`)
    for (const receipt of report.credited) {
      this.logger.success(
        `credited ${receipt.pointsAdded} points for ${receipt.provider} ${receipt.externalId} (${receipt.packageName}, ${receipt.amount} ${receipt.currency.toUpperCase()})`
      )
    }
    for (const externalId of report.flagged) {
      this.logger.warning(
        `${externalId}: paid but does not match its checkout; not credited, marked failed and flagged for staff (/staff/ledger)`
      )
    }
    if (report.alreadyFlagged)
      this.logger.info(`${report.alreadyFlagged} payment(s) flagged before were left to staff`)
    for (const failure of report.failures)
      this.logger.error(`${failure.externalId}: ${failure.error}`)
    if (!report.credited.length) this.logger.info('nothing was missing')
    if (report.failures.length) this.exitCode = 1
  }
}
