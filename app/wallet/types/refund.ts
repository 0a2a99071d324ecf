import type { InferData } from '@adonisjs/core/types/transformers'
import type StaffPurchaseTransformer from '#wallet/transformers/staff_purchase_transformer'
import { DomainError } from '#core/exceptions/domain_error'

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

const STATUS: Record<RefundErrorCode, number> = {
  purchase_not_found: 404,
  not_credited: 409,
  fully_refunded: 409,
  amount_out_of_range: 422,
  changed_meanwhile: 409,
  dispute_open: 409,
  provider_mismatch: 409,
  provider_refused: 422,
  provider_unavailable: 503,
}

export class RefundError extends DomainError {
  constructor(
    readonly reason: RefundErrorCode,
    vars: Record<string, unknown> = {},
    options?: { cause?: unknown }
  ) {
    super(`payments.refund.errors.${reason}`, {
      status: STATUS[reason],
      code: reason,
      field: reason === 'amount_out_of_range' ? 'amount' : undefined,
      vars,
      cause: options?.cause,
    })
  }
}
