/*
| Accounts a person should look at after payments went back (issue 24,
| point 1): the staff page's list and what the user is told about their
| own account (queries/accounts_needing_attention, queries/points_standing).
*/

/** An account whose balance a refund or lost dispute took below zero (a clawback). */
export type NegativeBalance = {
  userId: number
  balance: number
  /** When the last clawback was written (ISO). */
  since: string | null
}

/** A payment the buyer disputed at their bank, not settled yet: its points are frozen. */
export type OpenDispute = {
  purchaseId: number
  userId: number
  provider: string
  externalId: string
  disputeId: string | null
  packageName: string
  amountCents: number
  currency: string
  points: number
  /** What the dispute's hold took (the user may have spent part of the points before). */
  frozenPoints: number
  /** When the hold was written (ISO), if one was. */
  frozenAt: string | null
}

export type AccountsNeedingAttention = {
  negativeBalances: NegativeBalance[]
  openDisputes: OpenDispute[]
}

/** What the user is told about their own points besides the balance (header, profile, recharge). */
export type PointsStanding = {
  /** Points frozen by the user's open disputes. */
  frozenPoints: number
  /** How many of their payments are disputed and not settled. */
  openDisputes: number
}
