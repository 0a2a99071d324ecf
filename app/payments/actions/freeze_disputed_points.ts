import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type Purchase from '#payments/models/purchase'
import { holdPoints } from '#ledger/actions/hold_points'
import { lockPurchase } from '#payments/actions/reverse_purchase'
import { balanceOf } from '#ledger/queries/balance_of'
import { lockBalance } from '#ledger/actions/lock_balance'
import { InsufficientBalanceError, InvalidMovementError } from '#ledger/exceptions/ledger_errors'
import { DISPUTE_PURPOSE } from '#ledger/types/ledger_accounts'
import { PaymentError } from '#payments/exceptions/payment_error'

export type DisputeInput = { purchaseId: number; disputeId: string }

// At most the purchase's points not reversed yet, at most the spendable balance.
// Locks the purchase row first, then the user's balance (the order every reversal keeps).
export async function freezeDisputedPoints(
  input: DisputeInput
): Promise<{ frozenPoints: number; replayed: boolean }> {
  assertValidDispute(input)
  return db.transaction(async (trx) => {
    const purchase = await lockPurchase(trx, input.purchaseId)
    if (purchase.disputeId === input.disputeId || purchase.disputeStatus === 'open') {
      return { frozenPoints: await frozenBy(trx, purchase), replayed: true }
    }
    // Not credited yet: the caller retries once it is (a webhook answers 5xx).
    if (purchase.status === 'pending') throw new PaymentError('payment_not_completed', 409)

    let frozenPoints = 0
    let holdId: number | null = null
    if (purchase.status === 'credited') {
      const hold = await freeze(trx, purchase, input.disputeId)
      frozenPoints = hold?.points ?? 0
      holdId = hold?.holdId ?? null
    }
    purchase.merge({
      disputeId: input.disputeId,
      disputeStatus: 'open',
      disputeHoldEntryId: holdId,
    })
    await purchase.save()
    return { frozenPoints, replayed: false }
  })
}

// A lot falling due meanwhile refuses the hold: try again with less.
async function freeze(trx: TransactionClientContract, purchase: Purchase, disputeId: string) {
  await lockBalance(purchase.userId, { client: trx })
  let balance = await balanceOf(purchase.userId, { client: trx })
  for (let attempt = 0; ; attempt++) {
    const points = Math.min(purchase.points - purchase.refundedPoints, Math.max(balance, 0))
    if (points <= 0) return null
    try {
      const hold = await holdPoints(
        {
          userId: purchase.userId,
          amount: points,
          reference: `purchase:${purchase.provider}:${purchase.externalId}`,
          idempotencyKey: `dispute:${purchase.id}:${disputeId}`,
          purpose: DISPUTE_PURPOSE,
          metadata: { purchaseId: purchase.id, disputeId },
        },
        { client: trx }
      )
      return { points, holdId: hold.holdId }
    } catch (error) {
      if (!(error instanceof InsufficientBalanceError) || attempt >= 3) throw error
      balance = error.balance
    }
  }
}

async function frozenBy(trx: TransactionClientContract, purchase: Purchase) {
  if (!purchase.disputeHoldEntryId) return 0
  const result = await trx.rawQuery('SELECT -amount AS points FROM ledger_entries WHERE id = ?', [
    purchase.disputeHoldEntryId,
  ])
  return (result.rows[0]?.points ?? 0) as number
}

export function assertValidDispute(input: DisputeInput) {
  const id = input.disputeId
  if (typeof id !== 'string' || !id.trim() || id.length > 150) {
    throw new InvalidMovementError('disputeId must be 1–150 characters')
  }
}
