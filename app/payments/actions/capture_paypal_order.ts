import { randomUUID } from 'node:crypto'
import Purchase from '#payments/models/purchase'
import gateways from '#payments/services/gateway_registry'
import { GatewayRefusedError, GatewayUnavailableError } from '#payments/services/gateways'
import { creditPurchase } from '#payments/actions/credit_purchase'
import { receiptOf } from '#payments/queries/receipt'
import { providerIdOf } from '#payments/rules/payment_match'
import { PaymentError } from '#payments/exceptions/payment_error'
import type { Receipt } from '#payments/types/purchase'

export async function capturePayPalOrder(
  userId: number,
  orderId: string,
  packageId: number
): Promise<Receipt> {
  const gateway = gateways.paypal()
  const purchase = await Purchase.query()
    .where('provider', gateway.provider)
    .where('method', 'paypal')
    .where('externalId', orderId)
    .first()
  if (!purchase || purchase.userId !== userId) throw new PaymentError('order_not_found', 404)
  if (purchase.packageId !== packageId) throw new PaymentError('amount_mismatch', 400)
  if (purchase.status === 'credited') return receiptOf(purchase, true)

  let order
  try {
    // A fresh request id per attempt: PayPal replays successes only, and a second
    // capture answers ORDER_ALREADY_CAPTURED, which the gateway reads as the order.
    order = await gateway.captureOrder(orderId, `capture:${orderId}:${randomUUID()}`)
  } catch (error) {
    if (error instanceof GatewayRefusedError && error.providerCode === 'ORDER_NOT_APPROVED') {
      throw new PaymentError('paypal_not_approved', 400, { cause: error })
    }
    throw new PaymentError(
      error instanceof GatewayUnavailableError ? 'provider_unavailable' : 'capture_failed',
      502,
      {
        cause: error,
      }
    )
  }
  if (order.status !== 'COMPLETED') throw new PaymentError('capture_failed', 502)
  // The order's custom id says whose checkout PayPal captured: creditPurchase compares it.
  const [paidUser, paidPackage] = (order.customId ?? '').split(':')
  return creditPurchase({
    provider: gateway.provider,
    method: 'paypal',
    externalId: order.id,
    userId: providerIdOf(paidUser),
    packageId: providerIdOf(paidPackage),
    amountCents: order.amountCents,
    currency: order.currency,
    captureId: order.captureId,
  })
}
