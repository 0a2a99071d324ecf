import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Purchase from '#payments/models/purchase'
import { balanceOf } from '#ledger/queries/balance_of'
import { pointsReversedFor, splitReversal } from '#payments/rules/reversal_points'
import { lockBalance } from '#ledger/actions/lock_balance'
import { takeBackPoints } from '#ledger/actions/take_back_points'
import { type LedgerEntryResult } from '#ledger/types/ledger'
import { InsufficientBalanceError, InvalidMovementError } from '#ledger/exceptions/ledger_errors'
import { PaymentError } from '#payments/exceptions/payment_error'
import { clock } from '#core/clock'

export type ReversalCause = 'refund' | 'dispute_lost' | 'reversal'
export const REVERSAL_CAUSES: readonly ReversalCause[] = ['refund', 'dispute_lost', 'reversal']

export type PurchaseReversalInput = {
  purchaseId: number
  refundedCents: number
  cause: ReversalCause
  providerRef: string
}

export type PurchaseReversalResult = {
  purchaseId: number
  userId: number
  reversedPoints: number
  clawedBackPoints: number
  totalReversedPoints: number
  balanceAfter: number
  replayed: boolean
}

// Each call writes only the difference between the cumulative refunded and what was
// reversed before, so a duplicated, replayed or out-of-order webhook moves nothing.
export async function reversePurchase(
  input: PurchaseReversalInput
): Promise<PurchaseReversalResult> {
  assertValidReversal(input)
  return db.transaction(async (trx) => {
    const purchase = await lockPurchase(trx, input.purchaseId)
    return reverseLockedPurchase(trx, purchase, input)
  })
}

export async function lockPurchase(trx: TransactionClientContract, purchaseId: number) {
  if (!Number.isSafeInteger(purchaseId) || purchaseId <= 0) {
    throw new PaymentError('unknown_payment', 404)
  }
  const purchase = await Purchase.query({ client: trx }).where('id', purchaseId).forUpdate().first()
  if (!purchase) throw new PaymentError('unknown_payment', 404)
  purchase.useTransaction(trx)
  return purchase
}

export async function reverseLockedPurchase(
  trx: TransactionClientContract,
  purchase: Purchase,
  input: PurchaseReversalInput
): Promise<PurchaseReversalResult> {
  const result = {
    purchaseId: purchase.id,
    userId: purchase.userId,
    reversedPoints: 0,
    clawedBackPoints: 0,
    totalReversedPoints: purchase.refundedPoints,
  }
  // Not credited yet: nothing to take back now, and recording the refund would let the
  // credit that follows go through whole. The caller retries (a webhook answers 5xx).
  if (purchase.status === 'pending') throw new PaymentError('payment_not_completed', 409)
  if (input.refundedCents <= purchase.refundedCents) {
    const balanceAfter = await balanceOf(purchase.userId, { client: trx })
    return { ...result, balanceAfter, replayed: true }
  }

  // A flagged (failed) purchase was never credited: its refund moves no points.
  const total =
    purchase.status === 'credited' ? pointsReversedFor(purchase, input.refundedCents) : 0
  const points = Math.max(total - purchase.refundedPoints, 0)
  let balanceAfter = await lockBalance(purchase.userId, { client: trx })
  if (points > 0) {
    const moved = await takeBack(trx, purchase, input, points)
    result.reversedPoints = moved.reversal
    result.clawedBackPoints = moved.clawback
    balanceAfter = moved.balanceAfter
  }
  purchase.merge({
    refundedCents: input.refundedCents,
    refundedPoints: Math.max(total, purchase.refundedPoints),
    refundedAt: clock.dateTime(),
  })
  await purchase.save()
  return {
    ...result,
    totalReversedPoints: purchase.refundedPoints,
    balanceAfter,
    replayed: false,
  }
}

// A lot that falls due between the read and the reversal refuses it: again with the balance the refusal reports.
async function takeBack(
  trx: TransactionClientContract,
  purchase: Purchase,
  input: PurchaseReversalInput,
  points: number
) {
  let balance = await balanceOf(purchase.userId, { client: trx })
  for (let attempt = 0; ; attempt++) {
    const { reversal, clawback } = splitReversal(points, balance)
    try {
      let last: LedgerEntryResult | null = null
      if (reversal > 0) last = await post(trx, purchase, input, 'reversal', reversal)
      if (clawback > 0) last = await post(trx, purchase, input, 'clawback', clawback)
      return { reversal, clawback, balanceAfter: last!.balanceAfter }
    } catch (error) {
      if (!(error instanceof InsufficientBalanceError) || attempt >= 3) throw error
      balance = error.balance
    }
  }
}

function post(
  trx: TransactionClientContract,
  purchase: Purchase,
  input: PurchaseReversalInput,
  kind: 'reversal' | 'clawback',
  points: number
) {
  return takeBackPoints(
    {
      userId: purchase.userId,
      amount: points,
      reference: `purchase:${purchase.provider}:${purchase.externalId}`,
      idempotencyKey: `${kind}:${purchase.id}:${input.refundedCents}`,
      metadata: {
        purchaseId: purchase.id,
        cause: input.cause,
        providerRef: input.providerRef,
        refundedCents: input.refundedCents,
        amountCents: purchase.amountCents,
        packageName: purchase.packageName,
      },
      reversesLot: purchase.ledgerEntryId,
    },
    kind,
    { client: trx }
  )
}

function assertValidReversal(input: PurchaseReversalInput) {
  if (!Number.isSafeInteger(input.refundedCents) || input.refundedCents < 0) {
    throw new InvalidMovementError('refundedCents must be a whole number of cents, 0 or more')
  }
  if (!REVERSAL_CAUSES.includes(input.cause)) {
    throw new InvalidMovementError(`${input.cause} is not a reversal cause`)
  }
  if (typeof input.providerRef !== 'string' || !input.providerRef.trim()) {
    throw new InvalidMovementError('providerRef is required')
  }
}
