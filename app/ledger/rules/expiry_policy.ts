import pointsConfig from '#config/points'
import type { CreditKind } from '#ledger/types/ledger'

export const LOT_METADATA_KEYS = ['expiresAt', 'givesBackOf', 'expiresLot', 'reversesLot'] as const

function addMonths(from: Date, months: number) {
  const date = new Date(from)
  const day = date.getUTCDate()
  date.setUTCDate(1)
  date.setUTCMonth(date.getUTCMonth() + months)
  // 31 January + 1 month is the last day of February, not 3 March.
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate()
  date.setUTCDate(Math.min(day, lastDay))
  return date
}

export function lotExpiry(kind: CreditKind, now: Date, requested?: Date | null): Date | null {
  switch (kind) {
    case 'purchase':
      return addMonths(now, pointsConfig.purchaseExpiryMonths)
    case 'welcome_bonus':
      return new Date(now.getTime() + pointsConfig.welcomeBonusExpiryDays * 86_400_000)
    case 'adjustment':
      return requested ?? null
    case 'refund':
      return null
  }
}

export function withoutLotKeys(metadata: Record<string, unknown> | undefined) {
  const copy = { ...metadata }
  for (const key of LOT_METADATA_KEYS) delete copy[key]
  return copy
}
