/*
| Payments paid at the provider but not credited because they do not match
| their checkout: what staff see on /staff/ledger
| (app/wallet/transformers/flagged_payment_transformer.ts).
*/
import type { InferData } from '@adonisjs/core/types/transformers'
import type FlaggedPaymentTransformer from '#wallet/transformers/flagged_payment_transformer'

/** A flagged payment as staff see it. */
export type FlaggedPayment = InferData<FlaggedPaymentTransformer>

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

/** What a provider says was paid, for whom and for which package. */
export type ProviderPayment = {
  userId: number | null
  packageId: number | null
  amountCents: number
  currency: string
}
