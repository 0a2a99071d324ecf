import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import { DateTime } from 'luxon'

/**
 * A user's points history for support and accounting, on stdout:
 *   npm run ace -- ledger:report --user ana@example.com --from 2026-01-01 --format csv > ana.csv
 */
export default class LedgerReport extends BaseCommand {
  static commandName = 'ledger:report'
  static description = "Print a user's ledger (CSV or JSON), optionally between two dates"
  static options: CommandOptions = { startApp: true }

  @flags.string({ description: 'Email or username of the user', required: true })
  declare user: string

  @flags.string({ description: 'First day included (YYYY-MM-DD)' })
  declare from?: string

  @flags.string({ description: 'Last day included (YYYY-MM-DD)' })
  declare to?: string

  @flags.string({ description: 'csv or json', default: 'csv' })
  declare format: string

  #day(value: string | undefined, flag: string) {
    if (value === undefined) return null
    const date = DateTime.fromFormat(value, 'yyyy-MM-dd', { zone: 'utc' })
    if (!date.isValid) throw new Error(`--${flag} must be a date like 2026-01-31`)
    return date
  }

  async run() {
    const { findUserForStaff } = await import('#accounts/queries/staff_directory')
    const { ledgerReport, ledgerReportCsv } = await import('#wallet/queries/ledger_report')
    if (!['csv', 'json'].includes(this.format)) {
      this.logger.error('--format must be csv or json')
      this.exitCode = 1
      return
    }
    let from
    let to
    try {
      from = this.#day(this.from, 'from')
      to = this.#day(this.to, 'to')
    } catch (error) {
      this.logger.error((error as Error).message)
      this.exitCode = 1
      return
    }
    const user = await findUserForStaff(this.user)
    if (!user) {
      this.logger.error(`no user with email or username "${this.user}"`)
      this.exitCode = 1
      return
    }
    const report = await ledgerReport(user.id, { from, to })
    const output =
      this.format === 'json'
        ? JSON.stringify({ user, ...report }, null, 2) + '\n'
        : ledgerReportCsv(report)
    process.stdout.write(output)
  }
}
