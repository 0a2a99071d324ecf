/*
| Payments paid at the provider but not credited because they do not match
| their checkout: what staff see on /staff/ledger
| (app/wallet/transformers/flagged_payment_transformer.ts).
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
