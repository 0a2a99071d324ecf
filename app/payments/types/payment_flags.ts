/** Why a paid payment was held for staff instead of credited, and what the provider said was paid. */
export type FlagReason =
  'user_mismatch' | 'package_mismatch' | 'amount_mismatch' | 'currency_mismatch'

export type FlagDetails = {
  userId: number | null
  packageId: number | null
  amountCents: number
  currency: string
}

export type ProviderPayment = {
  userId: number | null
  packageId: number | null
  amountCents: number
  currency: string
}
