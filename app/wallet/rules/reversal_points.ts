/*
| How many of a purchase's points a refund takes back (docs/decisions/payment-reversals.md).
| Pure rules, shared by the reversal and the dispute actions.
*/

/**
 * Points reversed in total once `refundedCents` of the payment are refunded:
 * points × refunded / paid, rounded up (against the user: refunds that add
 * up to the whole payment take back every point), never more than the
 * purchase's points. Integers only: no float rounding.
 */
export function pointsReversedFor(
  purchase: { points: number; amountCents: number },
  refundedCents: number
) {
  if (refundedCents <= 0 || purchase.amountCents <= 0) return 0
  if (refundedCents >= purchase.amountCents) return purchase.points
  const exact = purchase.points * refundedCents
  const reversed = Math.floor((exact + purchase.amountCents - 1) / purchase.amountCents)
  return Math.min(purchase.points, reversed)
}

/**
 * What the user still has of `points` to take back (the reversal, never
 * below 0) and what they no longer have (the clawback, a debt), given
 * their spendable balance.
 */
export function splitReversal(points: number, balance: number) {
  const reversal = Math.min(points, Math.max(balance, 0))
  return { reversal, clawback: points - reversal }
}
