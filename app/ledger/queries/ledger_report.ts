import { readsClient } from '#core/db/replica_reads'
import { LEDGER_KINDS, type LedgerKind } from '#ledger/types/ledger'
import type {
  LedgerReport,
  LedgerReportFilters,
  LedgerReportRow,
} from '#ledger/types/ledger_report'
import type { LedgerEntryRow } from '#ledger/types/ledger_rows'
import LedgerReportTransformer from '#ledger/transformers/ledger_report_transformer'
import { LINE_COLUMNS, LINE_JOINS } from '#ledger/queries/ledger_lines'
import { describeEntry } from '#ledger/rules/movement_description'
import { movementText } from '#ledger/rules/movement_text'
import type { Locale } from '#core/i18n/locales'

// Cells a spreadsheet would run as a formula are neutralised (CSV injection).
export function csvCell(value: unknown) {
  let text = value === null || value === undefined ? '' : String(value)
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

export async function ledgerReport(
  userId: number,
  filters: LedgerReportFilters = {}
): Promise<LedgerReport> {
  const where = ['e.user_id = ?']
  const bindings: (string | number | Date)[] = [userId]
  const kinds = (filters.kinds ?? []).filter((kind) => LEDGER_KINDS.includes(kind))
  if (kinds.length) {
    where.push(`e.kind IN (${kinds.map(() => '?').join(', ')})`)
    bindings.push(...kinds)
  }
  if (filters.from) {
    where.push('e.created_at >= ?')
    bindings.push(filters.from.toUTC().startOf('day').toJSDate())
  }
  if (filters.to) {
    where.push('e.created_at <= ?')
    bindings.push(filters.to.toUTC().endOf('day').toJSDate())
  }
  const result = await readsClient().rawQuery(
    `SELECT ${LINE_COLUMNS} FROM ledger_entries e ${LINE_JOINS}
     WHERE ${where.join(' AND ')} ORDER BY e.id ASC`,
    bindings
  )
  const rows: LedgerEntryRow[] = result.rows
  const balanceRow = await readsClient().from('wallet_balances').where('user_id', userId).first()

  const byKind = new Map<LedgerKind, { kind: LedgerKind; count: number; amount: number }>()
  let credits = 0
  let debits = 0
  const mapped: LedgerReportRow[] = rows.map((row) => {
    const amount = row.amount
    if (amount > 0) credits += amount
    else debits += amount
    const bucket = byKind.get(row.kind) ?? { kind: row.kind, count: 0, amount: 0 }
    bucket.count++
    bucket.amount += amount
    byKind.set(row.kind, bucket)
    return {
      id: row.id,
      createdAt: new Date(row.created_at).toISOString(),
      kind: row.kind,
      amount,
      balanceAfter: row.balance_after,
      reference: row.reference,
      metadata: row.metadata ?? {},
      description: describeEntry(row),
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
    balance: balanceRow?.balance ?? 0,
  }
}

export async function ledgerReportView(userId: number, filters: LedgerReportFilters = {}) {
  return new LedgerReportTransformer(await ledgerReport(userId, filters)).toObject()
}

export function ledgerReportCsv(report: LedgerReport, locale: Locale = 'en') {
  const header = [
    'entry_id',
    'created_at',
    'kind',
    'description',
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
      movementText(row.description, locale),
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
