import type { InferData } from '@adonisjs/core/types/transformers'
import type FlaggedPaymentTransformer from '#payments/transformers/flagged_payment_transformer'

export type FlaggedPayment = InferData<FlaggedPaymentTransformer>

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
