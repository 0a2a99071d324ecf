import {
  ApiError,
  CheckoutPaymentIntent,
  type Client,
  OrderApplicationContextShippingPreference,
  OrderApplicationContextUserAction,
  OrdersController,
  PaymentsController,
  RefundStatus,
  type Order,
  type Refund,
} from '@paypal/paypal-server-sdk'
import {
  type CreatePayPalOrderInput,
  GatewayRefusedError,
  GatewayUnavailableError,
  type PayPalGateway,
  type PayPalOrder,
  type PayPalOrderStatus,
  type PayPalRefundInput,
  type RefundResult,
  toCents,
  toDecimal,
} from '#payments/services/gateways'
import { createPayPalClient } from '#payments/services/paypal_client'
import { captureIdOfRefund } from '#payments/services/paypal_refunds'

export { createPayPalClient } from '#payments/services/paypal_client'

function toOrder(order: Order): PayPalOrder {
  const unit = order.purchaseUnits?.[0]
  const capture = unit?.payments?.captures?.[0]
  const approval = order.links?.find(
    (link) => link.rel === 'approve' || link.rel === 'payer-action'
  )
  return {
    id: order.id ?? '',
    status: (order.status ?? 'CREATED') as PayPalOrderStatus,
    amountCents: unit?.amount?.value ? toCents(unit.amount.value) : 0,
    currency: (unit?.amount?.currencyCode ?? '').toLowerCase(),
    customId: unit?.customId ?? capture?.customId ?? null,
    captureId: capture?.id ?? null,
    approvalUrl: approval?.href ?? null,
  }
}

type PayPalErrorBody = { name?: string; details?: { issue?: string; description?: string }[] }

function errorName(error: ApiError) {
  const result = error.result as PayPalErrorBody | undefined
  return result?.details?.[0]?.issue ?? result?.name ?? ''
}

function translateError(error: unknown): never {
  if (error instanceof ApiError) {
    // 409: the same PayPal-Request-Id is still being processed; asking again later answers it.
    if (error.statusCode >= 500 || error.statusCode === 429 || error.statusCode === 409) {
      throw new GatewayUnavailableError(`PayPal answered ${error.statusCode}`, { cause: error })
    }
    const description = (error.result as PayPalErrorBody | undefined)?.details?.[0]?.description
    const why = description && description !== errorName(error) ? ` (${description})` : ''
    throw new GatewayRefusedError(`PayPal refused: ${errorName(error)}${why}`, errorName(error))
  }
  throw new GatewayUnavailableError(String(error), { cause: error })
}

// Only completed refunds have given money back.
function completedCents(refunds: Refund[], captureId: string) {
  return refunds
    .filter((refund) => refund.status === RefundStatus.Completed && refund.amount)
    .filter((refund) => (captureIdOfRefund(refund) ?? captureId) === captureId)
    .reduce((sum, refund) => sum + toCents(refund.amount!.value), 0)
}

export class PayPalSdkGateway implements PayPalGateway {
  readonly provider = 'paypal' as const
  #orders: OrdersController
  #payments: PaymentsController

  constructor(client: Client = createPayPalClient()) {
    this.#orders = new OrdersController(client)
    this.#payments = new PaymentsController(client)
  }

  async createOrder(input: CreatePayPalOrderInput) {
    try {
      const { result } = await this.#orders.createOrder({
        paypalRequestId: input.requestId,
        prefer: 'return=representation',
        body: {
          intent: CheckoutPaymentIntent.Capture,
          purchaseUnits: [
            {
              referenceId: `package-${input.packageId}`,
              description: input.packageName,
              customId: `${input.userId}:${input.packageId}`,
              amount: {
                currencyCode: input.currency.toUpperCase(),
                value: toDecimal(input.amountCents),
              },
            },
          ],
          applicationContext: {
            brandName: 'Velvet',
            locale: input.locale === 'es' ? 'es-ES' : 'en-GB',
            shippingPreference: OrderApplicationContextShippingPreference.NoShipping,
            userAction: OrderApplicationContextUserAction.PayNow,
            returnUrl: input.returnUrl,
            cancelUrl: input.cancelUrl,
          },
        },
      })
      return toOrder(result)
    } catch (error) {
      translateError(error)
    }
  }

  async captureOrder(id: string, requestId: string) {
    try {
      const { result } = await this.#orders.captureOrder({
        id,
        paypalRequestId: requestId,
        prefer: 'return=representation',
      })
      return toOrder(result)
    } catch (error) {
      // A second capture (another tab, a retry) is not a failure: read the order as it is.
      if (error instanceof ApiError && errorName(error) === 'ORDER_ALREADY_CAPTURED') {
        const order = await this.getOrder(id)
        if (order) return order
      }
      translateError(error)
    }
  }

  async getOrder(id: string) {
    try {
      const { result } = await this.#orders.getOrder({ id })
      return toOrder(result)
    } catch (error) {
      if (error instanceof ApiError && error.statusCode === 404) return null
      translateError(error)
    }
  }

  async refundCapture(input: PayPalRefundInput): Promise<RefundResult> {
    let refund: Refund
    try {
      const amount =
        input.amountCents === undefined
          ? undefined
          : { currencyCode: input.currency.toUpperCase(), value: toDecimal(input.amountCents) }
      const { result } = await this.#payments.refundCapturedPayment({
        captureId: input.captureId,
        paypalRequestId: input.requestId,
        prefer: 'return=representation',
        body: amount ? { amount } : {},
      })
      refund = result
    } catch (error) {
      translateError(error)
    }
    const total = refund.sellerPayableBreakdown?.totalRefundedAmount?.value
    return {
      refundId: refund.id ?? '',
      refundedCents:
        total !== undefined ? toCents(total) : await this.refundedCents(input.captureId),
    }
  }

  // PayPal has no list of a capture's refunds: its order lists them.
  async refundedCents(captureId: string) {
    const orderId = await this.orderIdOfCapture(captureId)
    if (!orderId) throw new GatewayRefusedError('PayPal named no order for the capture')
    try {
      const { result: order } = await this.#orders.getOrder({ id: orderId })
      const refunds = (order.purchaseUnits ?? []).flatMap((unit) => unit.payments?.refunds ?? [])
      return completedCents(refunds, captureId)
    } catch (error) {
      translateError(error)
    }
  }

  async orderIdOfCapture(captureId: string) {
    try {
      const { result } = await this.#payments.getCapturedPayment({ captureId })
      return result.supplementaryData?.relatedIds?.orderId ?? null
    } catch (error) {
      if (error instanceof ApiError && error.statusCode === 404) return null
      translateError(error)
    }
  }
}
