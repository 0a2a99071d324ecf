/*
| Staff audits of a user's points history (/staff/ledger, ledger:report):
| the filters, the rows and the totals.
*/
import type { DateTime } from 'luxon'
import type { JSONDataTypes } from '@adonisjs/core/types/transformers'
import type { LedgerKind } from '#wallet/types/ledger'
import type { MovementLabel } from '#wallet/types/movement_label'

export type LedgerReportFilters = {
  kinds?: LedgerKind[]
  /** Inclusive, from the start of that day (UTC). */
  from?: DateTime | null
  /** Inclusive, to the end of that day (UTC). */
  to?: DateTime | null
}

export type LedgerReportRow = {
  id: number
  createdAt: string
  kind: LedgerKind
  amount: number
  balanceAfter: number
  reference: string
  metadata: Record<string, JSONDataTypes>
  /** What it was and for what (wallet.movements, es/en). */
  description: MovementLabel
}

export type LedgerReport = {
  userId: number
  rows: LedgerReportRow[]
  totals: {
    count: number
    credits: number
    debits: number
    net: number
    byKind: { kind: LedgerKind; count: number; amount: number }[]
  }
  /** The balance now (projection), for context beside the filtered totals. */
  balance: number
}
