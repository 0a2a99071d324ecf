import pointsConfig from '#config/points'
import type { CreditKind } from '#wallet/types/ledger'

/* Metadata keys the lots read back (ledger_apply_lots, ledger:rebuild): only the wallet writes them. */
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

/**
 * When the lot a credit opens expires (config/points.ts; quoted by the
 * legal text). Adjustments expire when staff say (null: never); a plain
 * refund opens a lot that never expires.
 */
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

/** The caller's metadata without the keys that steer the lots. */
export function withoutLotKeys(metadata: Record<string, unknown> | undefined) {
  const copy = { ...metadata }
  for (const key of LOT_METADATA_KEYS) delete copy[key]
  return copy
}
