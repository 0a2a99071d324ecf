import type { HoldPurpose } from '#ledger/types/ledger_accounts'

export type PointsReportMonth = {
  month: string
  bought: number
  boughtCents: number
  granted: { welcomeBonus: number; adjustment: number; refund: number }
  spent: Record<HoldPurpose, number>
  spentCents: number
  expired: number
  expiredCents: number
  refunded: number
  clawedBack: number
  heldEnd: number
  outstandingEnd: number
  outstandingEndCents: number
}

export type PointsReport = {
  months: PointsReportMonth[]
  outstanding: { available: number; held: number; points: number; valueCents: number }
  currency: string
}

export type PointsReportRange = { from: string | null; to: string | null }
