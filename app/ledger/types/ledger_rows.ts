import type { JSONDataTypes } from '@adonisjs/core/types/transformers'
import type { LedgerKind } from '#ledger/types/ledger'

export type LedgerRow = {
  id: number
  user_id: number
  amount: number
  kind: LedgerKind
  reference: string
  idempotency_key: string
  balance_after: number
  metadata: Record<string, unknown>
  created_at: Date | string
}

export type LedgerEntryRow = {
  id: number
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
  released_amount?: number | null
  released_balance_after?: number | null
}
