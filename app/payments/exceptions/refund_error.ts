import { DomainError } from '#core/exceptions/domain_error'
import type { RefundErrorCode } from '#payments/types/refund'

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
