import db from '@adonisjs/lucid/services/db'
import type { LedgerEntryResult, LedgerHistoryPage } from '#ledger/types/ledger'
import type { LedgerEntryRow, LedgerRow } from '#ledger/types/ledger_rows'
import { toResult } from '#ledger/services/ledger_store'
import {
  LINE_COLUMNS,
  LINE_JOINS,
  RELEASE_COLUMNS,
  RELEASE_JOIN,
} from '#ledger/queries/ledger_lines'
import LedgerEntryTransformer from '#ledger/transformers/ledger_entry_transformer'
import LedgerHistoryTransformer from '#ledger/transformers/ledger_history_transformer'

export const HISTORY_PAGE_SIZE = 20

type Statement = { sql: string; bindings: (string | number)[] }

// A release is part of its hold's line, so the page and its count are of lines.
export function historyStatements(userId: number, page: number, perPage: number) {
  const count: Statement = {
    sql: `SELECT count(*) AS total FROM ledger_entries
          WHERE user_id = ? AND kind <> 'release'`,
    bindings: [userId],
  }
  const lines: Statement = {
    sql: `SELECT ${LINE_COLUMNS}, ${RELEASE_COLUMNS}
          FROM ledger_entries e ${LINE_JOINS} ${RELEASE_JOIN}
          WHERE e.user_id = ? AND e.kind <> 'release'
          ORDER BY e.id DESC
          LIMIT ? OFFSET ?`,
    bindings: [userId, perPage, (page - 1) * perPage],
  }
  return { count, lines }
}

export async function ledgerHistory(
  userId: number,
  page = 1,
  perPage = HISTORY_PAGE_SIZE
): Promise<LedgerHistoryPage> {
  const current = Math.max(1, Math.floor(page) || 1)
  const { count, lines } = historyStatements(userId, current, perPage)
  const counted = await db.rawQuery(count.sql, count.bindings)
  const total: number = counted.rows[0].total
  const result = await db.rawQuery(lines.sql, lines.bindings)
  const entries = result.rows.map((row: LedgerEntryRow) =>
    new LedgerEntryTransformer(row).toObject()
  )
  return new LedgerHistoryTransformer({ entries, page: current, perPage, total }).toObject()
}

export async function allLedgerEntries(userId: number) {
  const result = await db.rawQuery(
    `SELECT ${LINE_COLUMNS} FROM ledger_entries e ${LINE_JOINS}
     WHERE e.user_id = ? ORDER BY e.id ASC`,
    [userId]
  )
  return result.rows.map((row: LedgerEntryRow) => new LedgerEntryTransformer(row).toObject())
}

export async function ledgerEntryByKey(idempotencyKey: string): Promise<LedgerEntryResult | null> {
  const result = await db.rawQuery('SELECT * FROM ledger_entries WHERE idempotency_key = ?', [
    idempotencyKey,
  ])
  const row: LedgerRow | undefined = result.rows[0]
  return row ? toResult(row, false) : null
}
