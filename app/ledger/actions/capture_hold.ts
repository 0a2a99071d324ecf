import { type HoldRef, type HoldSettlement, type MovementOptions } from '#ledger/types/ledger'
import { HoldSettlementError } from '#ledger/exceptions/ledger_errors'
import { inStatement, settleHold } from '#ledger/services/ledger_store'
import { countLedgerMovement } from '#core/metrics/ledger_metrics'

export function captureHold(hold: HoldRef, options?: MovementOptions): Promise<HoldSettlement> {
  // One statement writes (the settlement); a second only reads what an earlier one decided.
  return inStatement(options, async (client) => {
    const { row, balance, settled: outcome } = await settleHold(client, hold, 'captured')
    if (outcome === 'released') throw new HoldSettlementError(hold, 'already_released')
    // A capture writes no entry (the settlement moves held to spent): counted on its own.
    if (outcome === 'new') countLedgerMovement('capture', row.amount)
    return {
      holdId: row.id,
      userId: row.user_id,
      outcome: 'captured' as const,
      amount: -row.amount,
      releaseEntry: null,
      balanceAfter: balance,
      replayed: outcome === 'replayed',
    }
  })
}
