import type { HttpContext } from '@adonisjs/core/http'
import paymentsConfig from '#config/payments'
import { siteOrigin } from '#core/http/site'
import gateways from '#payments/services/gateway_registry'
import { activePackages } from '#payments/queries/packages'
import { capturePayPalOrder } from '#payments/actions/capture_paypal_order'
import { confirmCardPayment } from '#payments/actions/confirm_card_payment'
import { startCardCheckout } from '#payments/actions/start_card_checkout'
import { startPayPalCheckout } from '#payments/actions/start_paypal_checkout'
import PaypalCaptureTransformer from '#payments/transformers/paypal_capture_transformer'
import {
  captureOrderValidator,
  confirmPaymentValidator,
  packageChoiceValidator,
} from '#payments/validators/payments'
import { ok } from '#core/http/json_answer'

export default class PaymentApiController {
  async packages({ locale }: HttpContext) {
    return ok(await activePackages(locale))
  }

  async keys() {
    const card = gateways.card().clientConfig()
    return ok({
      methods: paymentsConfig.methods,
      card,
      stripe: { publishableKey: card.provider === 'stripe' ? card.publishableKey : null },
      paypal: { provider: gateways.paypal().provider },
    })
  }

  async createPaymentIntent(ctx: HttpContext) {
    const user = ctx.auth.getUserOrFail()
    const { packageId } = await ctx.request.validateUsing(packageChoiceValidator)
    const checkout = await startCardCheckout(user.id, packageId)
    return ok(checkout)
  }

  async confirmPayment(ctx: HttpContext) {
    const user = ctx.auth.getUserOrFail()
    const { paymentIntentId } = await ctx.request.validateUsing(confirmPaymentValidator)
    const receipt = await confirmCardPayment(user.id, paymentIntentId)
    return ok(receipt, ctx.t('payments.success'))
  }

  async createPayPalOrder(ctx: HttpContext) {
    const user = ctx.auth.getUserOrFail()
    const { packageId } = await ctx.request.validateUsing(packageChoiceValidator)
    const order = await startPayPalCheckout(user.id, packageId, siteOrigin(ctx), ctx.locale)
    return ok(order)
  }

  async capturePayPalOrder(ctx: HttpContext) {
    const user = ctx.auth.getUserOrFail()
    const { orderId, packageId } = await ctx.request.validateUsing(captureOrderValidator)
    const receipt = await capturePayPalOrder(user.id, orderId, packageId)
    return ok(new PaypalCaptureTransformer(receipt).toObject(), ctx.t('payments.success'))
  }
}
