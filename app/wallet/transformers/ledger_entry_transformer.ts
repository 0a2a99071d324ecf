import { BaseTransformer } from '@adonisjs/core/transformers'
import type { LedgerEntryRow } from '#wallet/types/ledger_rows'
import { describeEntry } from '#wallet/rules/movement_description'

/**
 * One line of a user's points history (the profile's transactions, the data
 * export). In the transactions a released hold and its release are one
 * line: its amount is what the two moved together (0), `refundedPoints`
 * what was given back, its balance the one after the release.
 */
export default class LedgerEntryTransformer extends BaseTransformer<LedgerEntryRow> {
  toObject() {
    const row = this.resource
    const refunded = row.released_amount ?? null
    return {
      id: Number(row.id),
      amount: refunded === null ? row.amount : row.amount + refunded,
      kind: row.kind,
      reference: row.reference,
      balanceAfter: row.released_balance_after ?? row.balance_after,
      createdAt: new Date(row.created_at).toISOString(),
      metadata: row.metadata ?? {},
      /** What happened, for whom: "Chat with Emma", "Purchase: Plus (card)" (es/en keys). */
      description: describeEntry(row),
      /** For holds: still reserved, captured (charged) or released (given back). */
      holdStatus: row.hold_status,
      /** A hold given back (a stopped or failed reply, a failed generation): the points returned. */
      refundedPoints: refunded,
      /** For expiries: the credit whose lot expired (its kind and date). */
      lot: row.lot_kind
        ? { kind: row.lot_kind, createdAt: new Date(row.lot_created_at!).toISOString() }
        : null,
    }
  }
}
