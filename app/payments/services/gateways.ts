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
  clientConfig(): { provider: 'stripe'; publishableKey: string } | { provider: 'sandbox' }
  createIntent(input: CreateCardIntentInput): Promise<CardIntent>
  retrieveIntent(id: string): Promise<CardIntent | null>
  listSucceededSince(since: Date): Promise<CardIntent[]>
  /** The same idempotencyKey gives back the first answer; refundedCents is the payment's total after it. */
  refund(input: CardRefundInput): Promise<RefundResult>
}

export type CardRefundInput = {
  intentId: string
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
  captureOrder(id: string, requestId: string): Promise<PayPalOrder>
  getOrder(id: string): Promise<PayPalOrder | null>
  /** The same requestId (PayPal-Request-Id) gives back the first answer. */
  refundCapture(input: PayPalRefundInput): Promise<RefundResult>
  refundedCents(captureId: string): Promise<number>
  orderIdOfCapture(captureId: string): Promise<string | null>
}

export type PayPalRefundInput = {
  captureId: string
  amountCents?: number
  currency: string
  requestId: string
}

export type RefundResult = { refundId: string; refundedCents: number }

export class GatewayUnavailableError extends Error {
  readonly code = 'E_GATEWAY_UNAVAILABLE'
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
  }
}

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
