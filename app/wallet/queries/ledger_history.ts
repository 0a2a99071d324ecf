import db from '@adonisjs/lucid/services/db'
import type { LedgerEntryResult, LedgerHistoryPage } from '#wallet/types/ledger'
import type { LedgerEntryRow, LedgerRow } from '#wallet/types/ledger_rows'
import { toResult } from '#wallet/services/ledger_store'
import LedgerEntryTransformer from '#wallet/transformers/ledger_entry_transformer'
import LedgerHistoryTransformer from '#wallet/transformers/ledger_history_transformer'

export const HISTORY_PAGE_SIZE = 20

async function entries(userId: number, limit: number | null, offset: number) {
  const result = await db.rawQuery(
    `SELECT e.id, e.amount, e.kind, e.reference, e.balance_after, e.created_at, e.metadata,
            CASE WHEN e.kind <> 'hold' THEN NULL ELSE coalesce(s.outcome, 'held') END AS hold_status,
            lot.kind AS lot_kind, lot.created_at AS lot_created_at
     FROM ledger_entries e
     LEFT JOIN ledger_hold_settlements s ON s.hold_entry_id = e.id
     -- An expiry names the credit whose lot it emptied (shown as its origin).
     LEFT JOIN ledger_entries lot
       ON e.kind = 'expiry' AND lot.id = (e.metadata->>'expiresLot')::bigint
     WHERE e.user_id = ?
     ORDER BY e.id DESC
     ${limit === null ? '' : 'LIMIT ? OFFSET ?'}`,
    limit === null ? [userId] : [userId, limit, offset]
  )
  return result.rows.map((row: LedgerEntryRow) => new LedgerEntryTransformer(row).toObject())
}

/** The user's entries, newest first, HISTORY_PAGE_SIZE per page. */
export async function ledgerHistory(
  userId: number,
  page = 1,
  perPage = HISTORY_PAGE_SIZE
): Promise<LedgerHistoryPage> {
  const current = Math.max(1, Math.floor(page) || 1)
  const counted = await db.rawQuery(
    'SELECT count(*)::int AS total FROM ledger_entries WHERE user_id = ?',
    [userId]
  )
  const total: number = counted.rows[0].total
  const rows = await entries(userId, perPage, (current - 1) * perPage)
  return new LedgerHistoryTransformer({ entries: rows, page: current, perPage, total }).toObject()
}

/** Every entry of a user, oldest first (data export). */
export async function allLedgerEntries(userId: number) {
  const rows = await entries(userId, null, 0)
  return rows.reverse()
}

/** Looks an entry up by idempotency key (payments use it to read a credit back). */
export async function ledgerEntryByKey(idempotencyKey: string): Promise<LedgerEntryResult | null> {
  const result = await db.rawQuery('SELECT * FROM ledger_entries WHERE idempotency_key = ?', [
    idempotencyKey,
  ])
  const row: LedgerRow | undefined = result.rows[0]
  return row ? toResult(row, false) : null
}
