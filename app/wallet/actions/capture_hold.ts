import {
  HoldSettlementError,
  type HoldRef,
  type HoldSettlement,
  type MovementOptions,
} from '#wallet/types/ledger'
import { holdEntry, inTransaction, lockBalance, settleHold } from '#wallet/services/ledger_store'

/** Makes a hold final: the reserved points stay spent. Capturing twice is a replay. */
export function captureHold(hold: HoldRef, options?: MovementOptions): Promise<HoldSettlement> {
  return inTransaction(options, async (trx) => {
    const row = await holdEntry(trx, hold)
    const balance = await lockBalance(trx, Number(row.user_id))
    const settled = await settleHold(trx, row, 'captured')
    if (settled === 'released') throw new HoldSettlementError(hold, 'already_released')
    return {
      holdId: Number(row.id),
      userId: Number(row.user_id),
      outcome: 'captured' as const,
      amount: -row.amount,
      releaseEntry: null,
      balanceAfter: balance,
      replayed: settled === 'replayed',
    }
  })
}
