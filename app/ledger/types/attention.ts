export type NegativeBalance = {
  userId: number
  balance: number
  since: string | null
}

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
  frozenPoints: number
  frozenAt: string | null
}

export type AccountsNeedingAttention = {
  negativeBalances: NegativeBalance[]
  openDisputes: OpenDispute[]
}

export type PointsStanding = {
  frozenPoints: number
  openDisputes: number
}
