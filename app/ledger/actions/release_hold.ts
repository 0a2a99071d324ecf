import { type HoldRef, type HoldSettlement, type MovementOptions } from '#ledger/types/ledger'
import { HoldSettlementError } from '#ledger/exceptions/ledger_errors'
import { appendEntry, inTransaction, settleHold } from '#ledger/services/ledger_store'

export function releaseHold(hold: HoldRef, options?: MovementOptions): Promise<HoldSettlement> {
  return inTransaction(options, async (trx) => {
    const { row, balance, settled } = await settleHold(trx, hold, 'released')
    const userId = row.user_id
    if (settled === 'captured') throw new HoldSettlementError(hold, 'already_captured')
    const releaseEntry = await appendEntry(
      trx,
      {
        userId,
        amount: -row.amount,
        reference: `hold:${row.id}`,
        idempotencyKey: `release:${row.idempotency_key}`,
        // The hold's points go back to the lots it took them from (ledger_apply_lots).
        metadata: { purpose: row.metadata?.purpose ?? null, givesBackOf: row.id },
      },
      'release',
      -row.amount
    )
    return {
      holdId: row.id,
      userId,
      outcome: 'released' as const,
      amount: -row.amount,
      releaseEntry,
      // A replay moved nothing: the balance is the one locked above.
      balanceAfter: releaseEntry.replayed ? balance : releaseEntry.balanceAfter,
      replayed: settled === 'replayed',
    }
  })
}
