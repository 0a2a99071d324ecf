import type { DateTime } from 'luxon'
import type { JSONDataTypes } from '@adonisjs/core/types/transformers'
import type { LedgerKind } from '#ledger/types/ledger'
import type { MovementLabel } from '#ledger/types/movement_label'

export type LedgerReportFilters = {
  kinds?: LedgerKind[]
  from?: DateTime | null
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
  balance: number
}
