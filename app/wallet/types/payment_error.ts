import { DomainError } from '#core/exceptions/domain_error'

/** Codes of the payment failures users can meet; each has `payments.errors.<code>` in es and en. */
export type PaymentErrorCode =
  | 'package_not_found'
  | 'create_intent_failed'
  | 'missing_client_secret'
  | 'server_confirm_failed'
  | 'payment_not_completed'
  | 'card_declined'
  | 'intent_not_found'
  | 'amount_mismatch'
  | 'paypal_create_failed'
  | 'paypal_not_approved'
  | 'capture_failed'
  | 'order_not_found'
  | 'incomplete_parameters'
  | 'provider_unavailable'
  | 'unknown_payment'

/**
 * A payment failure with a translated message (`payments.errors.<code>`),
 * rendered as every DomainError; JSON clients read the reason as `code`.
 * Nothing was credited.
 */
export class PaymentError extends DomainError {
  constructor(
    readonly reason: PaymentErrorCode,
    status: number,
    options?: { cause?: unknown }
  ) {
    super(`payments.errors.${reason}`, { status, code: reason, cause: options?.cause })
  }
}
