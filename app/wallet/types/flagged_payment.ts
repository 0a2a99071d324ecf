/*
| Payments paid at the provider but not credited because they do not match
| their checkout: what staff see on /staff/ledger.
*/

/** Why a paid payment was not credited (the first difference found). */
export type FlagReason =
  'user_mismatch' | 'package_mismatch' | 'amount_mismatch' | 'currency_mismatch'

/** What the provider reported, beside what the checkout recorded. */
export type FlagDetails = {
  userId: number | null
  packageId: number | null
  amountCents: number
  currency: string
}

export type FlaggedPayment = {
  purchaseId: number
  provider: string
  method: string
  externalId: string
  userId: number
  packageName: string
  /** What the checkout asked for: the package price when it started. */
  expected: { amountCents: number; currency: string; packageId: number }
  /** What the provider said was paid, for whom and for which package. */
  reported: FlagDetails
  reason: FlagReason
  createdAt: string
  flaggedAt: string
}
