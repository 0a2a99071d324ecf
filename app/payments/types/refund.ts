import type { InferData } from '@adonisjs/core/types/transformers'
import type StaffPurchaseTransformer from '#payments/transformers/staff_purchase_transformer'

export type StaffPurchase = InferData<StaffPurchaseTransformer>

export type RefundInput = {
  purchaseId: number
  amountCents?: number
  staffUserId: number | null
  // A second submit of the same form finds the purchase changed and moves nothing.
  expectedRefundedCents?: number
}

export type RefundOutcome = {
  purchaseId: number
  userId: number
  provider: string
  refundId: string
  refundedCents: number
  totalRefundedCents: number
  amountCents: number
  currency: string
  reversedPoints: number
  clawedBackPoints: number
  totalReversedPoints: number
  balanceAfter: number
  replayed: boolean
}

export type RefundErrorCode =
  | 'purchase_not_found'
  | 'not_credited'
  | 'fully_refunded'
  | 'amount_out_of_range'
  | 'changed_meanwhile'
  | 'dispute_open'
  | 'provider_mismatch'
  | 'provider_refused'
  | 'provider_unavailable'
