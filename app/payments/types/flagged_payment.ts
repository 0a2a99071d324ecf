import type { InferData } from '@adonisjs/core/types/transformers'
import type FlaggedPaymentTransformer from '#payments/transformers/flagged_payment_transformer'

export type FlaggedPayment = InferData<FlaggedPaymentTransformer>
