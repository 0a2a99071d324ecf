import { csvCell } from '#ledger/queries/ledger_report'
import { HOLD_PURPOSES } from '#ledger/types/ledger_accounts'
import type { PointsReport } from '#ledger/types/points_report'

const money = (cents: number) => (cents / 100).toFixed(2)

export function pointsReportCsv(report: PointsReport) {
  const currency = report.currency.toLowerCase()
  const header = [
    'month',
    'bought',
    `bought_${currency}`,
    'granted_welcome_bonus',
    'granted_adjustment',
    'granted_refund',
    ...HOLD_PURPOSES.map((kind) => `spent_${kind}`),
    `spent_${currency}`,
    'expired',
    `expired_${currency}`,
    'refunded',
    'clawed_back',
    'held_end',
    'outstanding_end',
    `outstanding_end_${currency}`,
  ]
  const lines = report.months.map((row) =>
    [
      row.month,
      row.bought,
      money(row.boughtCents),
      row.granted.welcomeBonus,
      row.granted.adjustment,
      row.granted.refund,
      ...HOLD_PURPOSES.map((kind) => row.spent[kind]),
      money(row.spentCents),
      row.expired,
      money(row.expiredCents),
      row.refunded,
      row.clawedBack,
      row.heldEnd,
      row.outstandingEnd,
      money(row.outstandingEndCents),
    ]
      // Numbers stay numbers (a negative amount is no formula); only text is neutralised.
      .map((cell) =>
        typeof cell === 'number' || /^-?\d+\.\d\d$/.test(cell) ? cell : csvCell(cell)
      )
      .join(',')
  )
  return [header.join(','), ...lines].join('\r\n') + '\r\n'
}
