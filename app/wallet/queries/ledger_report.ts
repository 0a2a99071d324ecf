import db from '@adonisjs/lucid/services/db'
import { LEDGER_KINDS, type LedgerKind } from '#wallet/types/ledger'
import type {
  LedgerReport,
  LedgerReportFilters,
  LedgerReportRow,
} from '#wallet/types/ledger_report'
import LedgerReportTransformer from '#wallet/transformers/ledger_report_transformer'

/** Cells that a spreadsheet would run as a formula are neutralised (CSV injection). */
export function csvCell(value: unknown) {
  let text = value === null || value === undefined ? '' : String(value)
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/**
 * Staff audits of a user's points history (design.md: support staff see any
 * user's history and export it as CSV). Read-only over the ledger.
 */
export async function ledgerReport(
  userId: number,
  filters: LedgerReportFilters = {}
): Promise<LedgerReport> {
  const query = db.from('ledger_entries').where('user_id', userId)
  const kinds = (filters.kinds ?? []).filter((kind) => LEDGER_KINDS.includes(kind))
  if (kinds.length) query.whereIn('kind', kinds)
  if (filters.from) query.where('created_at', '>=', filters.from.toUTC().startOf('day').toJSDate())
  if (filters.to) query.where('created_at', '<=', filters.to.toUTC().endOf('day').toJSDate())
  const rows = await query.orderBy('id', 'asc')
  const balanceRow = await db.from('wallet_balances').where('user_id', userId).first()

  const byKind = new Map<LedgerKind, { kind: LedgerKind; count: number; amount: number }>()
  let credits = 0
  let debits = 0
  const mapped: LedgerReportRow[] = rows.map((row) => {
    const amount = Number(row.amount)
    if (amount > 0) credits += amount
    else debits += amount
    const bucket = byKind.get(row.kind) ?? { kind: row.kind, count: 0, amount: 0 }
    bucket.count++
    bucket.amount += amount
    byKind.set(row.kind, bucket)
    return {
      id: Number(row.id),
      createdAt: new Date(row.created_at).toISOString(),
      kind: row.kind,
      amount,
      balanceAfter: Number(row.balance_after),
      reference: row.reference,
      metadata: row.metadata ?? {},
    }
  })
  return {
    userId,
    rows: mapped,
    totals: {
      count: mapped.length,
      credits,
      debits,
      net: credits + debits,
      byKind: [...byKind.values()],
    },
    balance: Number(balanceRow?.balance ?? 0),
  }
}

/** The report as /staff/ledger shows it. */
export async function ledgerReportView(userId: number, filters: LedgerReportFilters = {}) {
  return new LedgerReportTransformer(await ledgerReport(userId, filters)).toObject()
}

/** The report as CSV (the staff export, ledger:report --csv). */
export function ledgerReportCsv(report: LedgerReport) {
  const header = [
    'entry_id',
    'created_at',
    'kind',
    'amount',
    'balance_after',
    'reference',
    'details',
  ]
  const lines = report.rows.map((row) =>
    [
      row.id,
      row.createdAt,
      row.kind,
      row.amount,
      row.balanceAfter,
      row.reference,
      JSON.stringify(row.metadata),
    ]
      .map(csvCell)
      .join(',')
  )
  return [header.join(','), ...lines].join('\r\n') + '\r\n'
}
