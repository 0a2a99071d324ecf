import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import { DateTime } from 'luxon'
import type { PointsReport } from '#ledger/types/points_report'

/**
 * Ledger reports for support and accounting, on stdout:
 *   npm run ace -- ledger:report [--month 2026-03] [--csv]      the points report per month
 *   npm run ace -- ledger:report --user ana@example.com --from 2026-01-01 --format csv > ana.csv
 */
export default class LedgerReport extends BaseCommand {
  static commandName = 'ledger:report'
  static description =
    "Points per month (bought, granted, spent by kind, expired, refunded, clawed back, outstanding and its value), or with --user a user's ledger"
  static options: CommandOptions = { startApp: true }

  @flags.string({
    description: 'Email or username: that user’s ledger instead of the monthly report',
  })
  declare user?: string

  @flags.string({
    description: 'Points report: only this month (YYYY-MM, UTC); default every month',
  })
  declare month?: string

  @flags.boolean({ description: 'CSV instead of a table (the same as --format csv)' })
  declare csv?: boolean

  @flags.string({ description: 'First day included (YYYY-MM-DD)' })
  declare from?: string

  @flags.string({ description: 'Last day included (YYYY-MM-DD)' })
  declare to?: string

  @flags.string({ description: 'csv or json (a user’s ledger: csv by default; the report: table)' })
  declare format?: string

  #day(value: string | undefined, flag: string) {
    if (value === undefined) return null
    const date = DateTime.fromFormat(value, 'yyyy-MM-dd', { zone: 'utc' })
    if (!date.isValid) throw new Error(`--${flag} must be a date like 2026-01-31`)
    return date
  }

  #fail(message: string) {
    this.logger.error(message)
    this.exitCode = 1
  }

  async run() {
    const format = this.csv ? 'csv' : this.format
    if (format !== undefined && !['csv', 'json'].includes(format)) {
      return this.#fail('--format must be csv or json')
    }
    if (this.user === undefined) return this.#points(format)
    const { findUserForStaff } = await import('#accounts/queries/staff_directory')
    const { ledgerReport, ledgerReportCsv } = await import('#ledger/queries/ledger_report')
    let from
    let to
    try {
      from = this.#day(this.from, 'from')
      to = this.#day(this.to, 'to')
    } catch (error) {
      return this.#fail((error as Error).message)
    }
    const user = await findUserForStaff(this.user)
    if (!user) return this.#fail(`no user with email or username "${this.user}"`)
    const report = await ledgerReport(user.id, { from, to })
    const output =
      format === 'json'
        ? JSON.stringify({ user, ...report }, null, 2) + '\n'
        : ledgerReportCsv(report)
    process.stdout.write(output)
  }

  async #points(format: string | undefined) {
    if (this.month !== undefined && !/^\d{4}-(0[1-9]|1[0-2])$/.test(this.month)) {
      return this.#fail('--month must be a month like 2026-03')
    }
    const { pointsReport } = await import('#ledger/queries/points_report')
    const { pointsReportCsv } = await import('#ledger/queries/points_report_csv')
    const month = this.month ?? null
    const report = await pointsReport({ from: month, to: month })
    if (format === 'csv') return void process.stdout.write(pointsReportCsv(report))
    if (format === 'json') return void process.stdout.write(JSON.stringify(report, null, 2) + '\n')
    this.#table(report)
  }

  #table(report: PointsReport) {
    const money = (cents: number) => `${(cents / 100).toFixed(2)} ${report.currency}`
    const { outstanding } = report
    this.logger.info(
      `outstanding now: ${outstanding.points} points (${outstanding.available} available, ` +
        `${outstanding.held} held), worth ${money(outstanding.valueCents)} at the price bought`
    )
    const table = this.ui.table()
    table.head([
      'month',
      'bought',
      'paid',
      'granted',
      'spent',
      'expired',
      'refunded',
      'clawed back',
      'outstanding',
      'worth',
    ])
    for (const row of report.months) {
      const granted = row.granted.welcomeBonus + row.granted.adjustment + row.granted.refund
      const spent = Object.values(row.spent).reduce((sum, points) => sum + points, 0)
      table.row([
        row.month,
        String(row.bought),
        money(row.boughtCents),
        String(granted),
        String(spent),
        String(row.expired),
        String(row.refunded),
        String(row.clawedBack),
        String(row.outstandingEnd),
        money(row.outstandingEndCents),
      ])
    }
    table.render()
  }
}
