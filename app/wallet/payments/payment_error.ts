import { Exception } from '@adonisjs/core/exceptions'
import type { HttpContext } from '@adonisjs/core/http'

/** Codes of the payment failures users can meet; each has `payments.errors.<code>` in es and en. */
export type PaymentErrorCode =
  | 'login_required'
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

/**
 * A payment failure with a translated message: JSON `{ success: false,
 * message, code }` with its HTTP status. Nothing was credited.
 */
export class PaymentError extends Exception {
  constructor(
    readonly reason: PaymentErrorCode,
    status: number,
    options?: { cause?: unknown }
  ) {
    super(reason, { status, code: `E_PAYMENT_${reason.toUpperCase()}`, cause: options?.cause })
  }

  async handle(error: this, ctx: HttpContext) {
    ctx.response.status(error.status).send({
      success: false,
      code: error.reason,
      message: ctx.t(`payments.errors.${error.reason}`),
    })
  }
}
