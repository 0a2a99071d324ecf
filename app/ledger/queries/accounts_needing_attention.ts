import { readsClient } from '#core/db/replica_reads'
import type {
  AccountsNeedingAttention,
  NegativeBalance,
  OpenDispute,
} from '#ledger/types/attention'

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null)

export async function accountsNeedingAttention(limit = 100): Promise<AccountsNeedingAttention> {
  const negative = await readsClient().rawQuery(
    `SELECT b.user_id, b.balance,
       (SELECT max(e.created_at) FROM ledger_entries e
        WHERE e.user_id = b.user_id AND e.kind = 'clawback') AS since
     FROM wallet_balances b WHERE b.balance < 0
     ORDER BY b.balance, b.user_id LIMIT ?`,
    [limit]
  )
  const disputes = await readsClient().rawQuery(
    `SELECT p.id, p.user_id, p.provider, p.external_id, p.dispute_id, p.package_name,
       p.amount_cents, p.currency, p.points,
       coalesce(-h.amount, 0)::int AS frozen_points, h.created_at AS frozen_at
     FROM purchases p LEFT JOIN ledger_entries h ON h.id = p.dispute_hold_entry_id
     WHERE p.dispute_status = 'open'
     ORDER BY coalesce(h.created_at, p.credited_at), p.id LIMIT ?`,
    [limit]
  )
  return {
    negativeBalances: negative.rows.map((row: any): NegativeBalance => ({
      userId: row.user_id,
      balance: row.balance,
      since: iso(row.since),
    })),
    openDisputes: disputes.rows.map((row: any): OpenDispute => ({
      purchaseId: row.id,
      userId: row.user_id,
      provider: row.provider,
      externalId: row.external_id,
      disputeId: row.dispute_id,
      packageName: row.package_name,
      amountCents: row.amount_cents,
      currency: row.currency,
      points: row.points,
      frozenPoints: row.frozen_points,
      frozenAt: iso(row.frozen_at),
    })),
  }
}
