import { BaseTransformer } from '@adonisjs/core/transformers'
import type { LedgerEntryRow } from '#ledger/types/ledger_rows'
import { describeEntry } from '#ledger/rules/movement_description'

export default class LedgerEntryTransformer extends BaseTransformer<LedgerEntryRow> {
  toObject() {
    const row = this.resource
    const refunded = row.released_amount ?? null
    return {
      id: row.id,
      amount: refunded === null ? row.amount : row.amount + refunded,
      kind: row.kind,
      reference: row.reference,
      balanceAfter: row.released_balance_after ?? row.balance_after,
      createdAt: new Date(row.created_at).toISOString(),
      metadata: row.metadata ?? {},
      description: describeEntry(row),
      holdStatus: row.hold_status,
      refundedPoints: refunded,
      lot: row.lot_kind
        ? { kind: row.lot_kind, createdAt: new Date(row.lot_created_at!).toISOString() }
        : null,
    }
  }
}
