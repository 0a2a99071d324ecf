import db from '@adonisjs/lucid/services/db'
import { assertValidDispute } from '#payments/actions/freeze_disputed_points'
import { releaseHold } from '#ledger/actions/release_hold'
import {
  lockPurchase,
  reverseLockedPurchase,
  type PurchaseReversalResult,
} from '#payments/actions/reverse_purchase'
import { InvalidMovementError } from '#ledger/exceptions/ledger_errors'

export type DisputeSettlementInput = {
  purchaseId: number
  disputeId: string
  outcome: 'won' | 'lost'
}

export type DisputeSettlement = {
  releasedPoints: number
  reversal: PurchaseReversalResult | null
  replayed: boolean
}

// An end that comes before its opening records the outcome (nothing was frozen);
// the opening that follows is then a replay.
export async function settleDispute(input: DisputeSettlementInput): Promise<DisputeSettlement> {
  assertValidDispute(input)
  if (input.outcome !== 'won' && input.outcome !== 'lost') {
    throw new InvalidMovementError(`${input.outcome} is not how a dispute ends`)
  }
  return db.transaction(async (trx) => {
    const purchase = await lockPurchase(trx, input.purchaseId)
    const ours = purchase.disputeId === input.disputeId
    const ended = purchase.disputeStatus === 'won' || purchase.disputeStatus === 'lost'
    // Ended before, or another dispute of this payment is the one open.
    if ((ours && ended) || (!ours && purchase.disputeStatus === 'open')) {
      return { releasedPoints: 0, reversal: null, replayed: true }
    }

    let releasedPoints = 0
    if (ours && purchase.disputeHoldEntryId) {
      const released = await releaseHold(purchase.disputeHoldEntryId, { client: trx })
      releasedPoints = released.replayed ? 0 : released.amount
    }
    const reversal =
      input.outcome === 'lost'
        ? await reverseLockedPurchase(trx, purchase, {
            purchaseId: purchase.id,
            refundedCents: Math.max(purchase.amountCents, purchase.refundedCents),
            cause: 'dispute_lost',
            providerRef: input.disputeId,
          })
        : null
    purchase.merge({ disputeId: input.disputeId, disputeStatus: input.outcome })
    await purchase.save()
    return { releasedPoints, reversal, replayed: false }
  })
}
