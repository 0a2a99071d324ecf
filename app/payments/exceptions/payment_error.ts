import { DomainError } from '#core/exceptions/domain_error'

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

export class PaymentError extends DomainError {
  constructor(
    readonly reason: PaymentErrorCode,
    status: number,
    options?: { cause?: unknown }
  ) {
    super(`payments.errors.${reason}`, { status, code: reason, cause: options?.cause })
  }
}
