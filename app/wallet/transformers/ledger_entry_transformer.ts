import { BaseTransformer } from '@adonisjs/core/transformers'
import type { LedgerEntryRow } from '#wallet/types/ledger_rows'

/** One line of a user's points history (the profile's transactions, the data export). */
export default class LedgerEntryTransformer extends BaseTransformer<LedgerEntryRow> {
  toObject() {
    const row = this.resource
    return {
      id: Number(row.id),
      amount: row.amount,
      kind: row.kind,
      reference: row.reference,
      balanceAfter: row.balance_after,
      createdAt: new Date(row.created_at).toISOString(),
      metadata: row.metadata ?? {},
      /** For holds: still reserved, captured (charged) or released (given back). */
      holdStatus: row.hold_status,
      /** For expiries: the credit whose lot expired (its kind and date). */
      lot: row.lot_kind
        ? { kind: row.lot_kind, createdAt: new Date(row.lot_created_at!).toISOString() }
        : null,
    }
  }
}
