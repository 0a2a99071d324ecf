/*
| Refunds staff give (issue 24, point 1): the money goes back through the
| provider, then the points the payment bought are reversed on the same
| path a provider's refund webhook takes (reverse_purchase).
*/
import type { InferData } from '@adonisjs/core/types/transformers'
import type StaffPurchaseTransformer from '#wallet/transformers/staff_purchase_transformer'
import { DomainError } from '#core/exceptions/domain_error'

/** A purchase as staff see it to refund it. */
export type StaffPurchase = InferData<StaffPurchaseTransformer>

export type RefundInput = {
  purchaseId: number
  /** Cents to give back; the whole remaining amount when omitted. */
  amountCents?: number
  /** Who asked for it (kept in the log; the provider call is keyed by the purchase). */
  staffUserId: number | null
  /**
   * The refunded cents the person saw when they asked (the staff form sends
   * them): a second submit of the same form after the first went through
   * finds the purchase changed and moves nothing.
   */
  expectedRefundedCents?: number
}

export type RefundOutcome = {
  purchaseId: number
  userId: number
  provider: string
  /** The provider's refund id. */
  refundId: string
  /** Refunded by this request at the provider, in cents (a repeated request names the same refund). */
  refundedCents: number
  /** Refunded of this payment in all, in cents, as the provider counts it. */
  totalRefundedCents: number
  amountCents: number
  currency: string
  reversedPoints: number
  clawedBackPoints: number
  /** Of this purchase in all, after this refund. */
  totalReversedPoints: number
  balanceAfter: number
  /** The points of this refund had been reversed before (a repeated request, or the webhook came first). */
  replayed: boolean
}

/** Why a refund was not made; each has `payments.refund.errors.<code>` in es and en. */
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

/**
 * A refund refused before or by the provider, translated
 * (`payments.refund.errors.<code>`); nothing was moved. The amount's
 * errors belong beside the form's amount field.
 */
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
