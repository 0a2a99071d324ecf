import { randomUUID } from 'node:crypto'
import { urlFor } from '@adonisjs/core/services/url_builder'
import paymentsConfig from '#config/payments'
import gateways from '#payments/services/gateway_registry'
import { recordPendingPurchase } from '#payments/actions/record_pending_purchase'
import { packageForSale } from '#payments/queries/packages'
import PaypalCheckoutTransformer from '#payments/transformers/paypal_checkout_transformer'
import { PaymentError } from '#payments/exceptions/payment_error'

export async function startPayPalCheckout(
  userId: number,
  packageId: number,
  origin: string,
  locale: string
) {
  const pkg = await packageForSale(packageId)
  const gateway = gateways.paypal()
  const back = { qs: { packageId: pkg.id, userId }, prefixUrl: origin }
  let order
  try {
    order = await gateway.createOrder({
      amountCents: pkg.priceCents,
      currency: paymentsConfig.currency,
      userId,
      packageId: pkg.id,
      packageName: pkg.name,
      requestId: `order:${userId}:${pkg.id}:${randomUUID()}`,
      returnUrl: urlFor('payment.success', undefined, back),
      cancelUrl: urlFor('payment.cancel', undefined, back),
      locale,
    })
  } catch (error) {
    throw new PaymentError('paypal_create_failed', 502, { cause: error })
  }
  const { approvalUrl } = order
  if (!approvalUrl) throw new PaymentError('paypal_create_failed', 502)
  await recordPendingPurchase(gateway.provider, 'paypal', order.id, userId, pkg)
  return new PaypalCheckoutTransformer({ ...order, approvalUrl }).toObject()
}
