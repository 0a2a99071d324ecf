/*
| The two kinds of payment gateway the purchase flows talk to. Each has a
| real implementation (Stripe / PayPal SDK) and a sandbox one on the app's
| own origin; the flows cannot tell them apart.
|
| The payment ports, hence services/ (with their adapters beside them).
*/

export type CardIntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'succeeded'
  | 'canceled'

export type CardIntent = {
  id: string
  status: CardIntentStatus
  amountCents: number
  currency: string
  metadata: Record<string, string>
  clientSecret: string | null
  lastErrorCode: string | null
  lastErrorMessage: string | null
  createdAt: Date
}

export type CreateCardIntentInput = {
  amountCents: number
  currency: string
  userId: number
  packageId: number
  description: string
  idempotencyKey: string
}

export interface CardGateway {
  readonly provider: 'stripe' | 'sandbox'
  /** What the browser needs to confirm a card (Stripe's publishable key, or the sandbox form). */
  clientConfig(): { provider: 'stripe'; publishableKey: string } | { provider: 'sandbox' }
  createIntent(input: CreateCardIntentInput): Promise<CardIntent>
  retrieveIntent(id: string): Promise<CardIntent | null>
  /** Succeeded intents created since the date (payments:reconcile). */
  listSucceededSince(since: Date): Promise<CardIntent[]>
  /**
   * Refunds a succeeded intent's payment (all that is left of it without
   * amountCents). The same idempotencyKey gives back the first answer;
   * refundedCents is what is refunded of the payment in all, after it.
   */
  refund(input: CardRefundInput): Promise<RefundResult>
}

export type CardRefundInput = {
  intentId: string
  /** Omitted: the whole remaining amount. */
  amountCents?: number
  idempotencyKey: string
}

export type PayPalOrderStatus =
  'CREATED' | 'SAVED' | 'APPROVED' | 'VOIDED' | 'COMPLETED' | 'PAYER_ACTION_REQUIRED'

export type PayPalOrder = {
  id: string
  status: PayPalOrderStatus
  amountCents: number
  currency: string
  /** "<userId>:<packageId>", set when the order was created. */
  customId: string | null
  captureId: string | null
  approvalUrl: string | null
}

export type CreatePayPalOrderInput = {
  amountCents: number
  currency: string
  userId: number
  packageId: number
  packageName: string
  requestId: string
  returnUrl: string
  cancelUrl: string
  locale: string
}

export interface PayPalGateway {
  readonly provider: 'paypal' | 'sandbox'
  createOrder(input: CreatePayPalOrderInput): Promise<PayPalOrder>
  /** Captures once; an order already captured is returned as it is (COMPLETED). */
  captureOrder(id: string, requestId: string): Promise<PayPalOrder>
  getOrder(id: string): Promise<PayPalOrder | null>
  /**
   * Refunds a capture (all that is left of it without amountCents). The
   * same requestId (PayPal-Request-Id) gives back the first answer.
   */
  refundCapture(input: PayPalRefundInput): Promise<RefundResult>
  /** What has been refunded of a capture so far, in cents, as PayPal counts it. */
  refundedCents(captureId: string): Promise<number>
  /** The order a capture was made for; null when PayPal does not know the capture. */
  orderIdOfCapture(captureId: string): Promise<string | null>
}

export type PayPalRefundInput = {
  captureId: string
  /** Omitted: the whole remaining amount. */
  amountCents?: number
  currency: string
  requestId: string
}

/** A refund as the provider answered it; refundedCents is the payment's cumulative refunded. */
export type RefundResult = { refundId: string; refundedCents: number }

/** The provider could not be reached or answered with a server error: nothing was charged by us. */
export class GatewayUnavailableError extends Error {
  readonly code = 'E_GATEWAY_UNAVAILABLE'
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
  }
}

/** The provider refused the request (bad order state, unknown id …). */
export class GatewayRefusedError extends Error {
  readonly code = 'E_GATEWAY_REFUSED'
  constructor(
    message: string,
    readonly providerCode?: string
  ) {
    super(message)
  }
}

export function toCents(value: string) {
  const [units, decimals = ''] = value.split('.')
  return Number(units) * 100 + Number(decimals.padEnd(2, '0').slice(0, 2))
}

export function toDecimal(cents: number) {
  return (cents / 100).toFixed(2)
}
