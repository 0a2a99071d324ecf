import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import {
  HoldSettlementError,
  type HoldRef,
  type HoldSettlement,
  type MovementOptions,
} from '#wallet/types/ledger'
import { holdEntry, inTransaction, lockBalance, settleHold } from '#wallet/services/ledger_store'
import { captureInOneStatement } from '#wallet/services/hold_capture'
import { countLedgerMovement } from '#core/metrics/wallet_metrics'

// One statement on the usual path (a chat reply captures on every turn); a capture
// that raced a release takes the long way to tell.
export function captureHold(hold: HoldRef, options?: MovementOptions): Promise<HoldSettlement> {
  return inTransaction(options, async (trx) => {
    const { row, balance, outcome } =
      (await captureInOneStatement(trx, hold)) ?? (await captureTheLongWay(trx, hold))
    if (outcome === 'released') throw new HoldSettlementError(hold, 'already_released')
    // A capture writes no entry (the settlement moves held to spent): counted on its own.
    if (outcome === 'new') countLedgerMovement('capture', row.amount)
    return {
      holdId: Number(row.id),
      userId: Number(row.user_id),
      outcome: 'captured' as const,
      amount: -row.amount,
      releaseEntry: null,
      balanceAfter: balance,
      replayed: outcome === 'replayed',
    }
  })
}

async function captureTheLongWay(trx: QueryClientContract, hold: HoldRef) {
  const row = await holdEntry(trx, hold)
  const balance = await lockBalance(trx, Number(row.user_id))
  const outcome = await settleHold(trx, row, 'captured')
  return { row, balance, outcome }
}
