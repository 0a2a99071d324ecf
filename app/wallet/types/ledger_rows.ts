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

/** A ledger entry read with how its hold ended and, for an expiry, the lot it emptied. */
export type LedgerEntryRow = {
  id: string | number
  amount: number
  kind: LedgerKind
  reference: string
  balance_after: number
  created_at: Date | string
  metadata: Record<string, JSONDataTypes> | null
  hold_status: 'held' | 'captured' | 'released' | null
  lot_kind: LedgerKind | null
  lot_created_at: Date | string | null
}
