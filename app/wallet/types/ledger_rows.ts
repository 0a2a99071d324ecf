/*
| Rows of the ledger tables as the SQL returns them (snake_case, bigint ids
| as strings), shared by the ledger store, the queries and the transformers.
*/
import type { JSONDataTypes } from '@adonisjs/core/types/transformers'
import type { LedgerKind } from '#wallet/types/ledger'

/** A row of `ledger_entries`. */
export type LedgerRow = {
  id: string | number
  user_id: string | number
  amount: number
  kind: LedgerKind
  reference: string
  idempotency_key: string
  balance_after: number
  metadata: Record<string, unknown>
  created_at: Date | string
}

/**
 * A ledger entry read with what describes it (queries/ledger_lines.ts): how
 * its hold ended, the entry it gives back, the lot an expiry emptied, a
 * reversal's package; in the user's transactions, a released hold's release.
 */
export type LedgerEntryRow = {
  id: string | number
  amount: number
  kind: LedgerKind
  reference: string
  balance_after: number
  created_at: Date | string
  metadata: Record<string, JSONDataTypes> | null
  hold_status: 'held' | 'captured' | 'released' | null
  given_kind: string | null
  given_metadata: Record<string, JSONDataTypes> | null
  lot_kind: LedgerKind | null
  lot_created_at: Date | string | null
  package_name: string | null
  /** Only when the hold and its release are read as one line. */
  released_amount?: number | null
  released_balance_after?: number | null
}
