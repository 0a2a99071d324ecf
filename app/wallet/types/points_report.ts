/*
| The staff points report (/staff/ledger, its CSV, ledger:report without
| --user): what the double-entry ledger's counter-accounts did per month
| (UTC), and the points outstanding, with their value at the price they
| were bought (the purchase's amount over its points; bonus, adjustment
| and goodwill points are worth 0).
*/
import type { HoldPurpose } from '#wallet/types/ledger_accounts'

export type PointsReportMonth = {
  /** YYYY-MM (UTC). */
  month: string
  /** Points sold, and what was paid for them (cents of the payments currency). */
  bought: number
  boughtCents: number
  /** Points given without payment, net of adjustments taken back. */
  granted: { welcomeBonus: number; adjustment: number; refund: number }
  /** Points spent per kind (spends and captured holds, less spends given back), and their value. */
  spent: Record<HoldPurpose, number>
  spentCents: number
  expired: number
  expiredCents: number
  /**
   * Points of refunded and charged-back payments (issue 24, point 1): taken back from what
   * the users still had (reversal entries), and clawed back of what they had spent (a debt).
   */
  refunded: number
  clawedBack: number
  /** Held at the month's end (open holds), and everything users still own then (available + held). */
  heldEnd: number
  outstandingEnd: number
  outstandingEndCents: number
}

export type PointsReport = {
  months: PointsReportMonth[]
  /** Now: the users' projections summed, and their value at the price bought. */
  outstanding: { available: number; held: number; points: number; valueCents: number }
  currency: string
}

/** Which months: from (inclusive, null: the first with movements) to (inclusive, null: the last). */
export type PointsReportRange = { from: string | null; to: string | null }
