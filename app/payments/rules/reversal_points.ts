// Rounded up (against the user): refunds that add up to the whole payment take back
// every point. Integers only: no float rounding.
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

export function splitReversal(points: number, balance: number) {
  const reversal = Math.min(points, Math.max(balance, 0))
  return { reversal, clawback: points - reversal }
}
