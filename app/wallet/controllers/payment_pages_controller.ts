import type { HttpContext } from '@adonisjs/core/http'
import paymentsConfig from '#config/payments'
import pointsConfig from '#config/points'
import gateways from '#wallet/services/gateway_registry'
import { activePackages } from '#wallet/queries/packages'
import CardConfigTransformer from '#wallet/transformers/card_config_transformer'
import { paypalReturnValidator } from '#wallet/validators/payments'

export default class PaymentPagesController {
  async show({ inertia, locale }: HttpContext) {
    return inertia.render('wallet/payment', {
      packages: await activePackages(locale),
      expiryMonths: pointsConfig.purchaseExpiryMonths,
      methods: paymentsConfig.methods,
      card: CardConfigTransformer.transform(gateways.card()),
      paypalProvider: gateways.paypal().provider,
    })
  }

  async success({ inertia, request }: HttpContext) {
    const [error, params] = await paypalReturnValidator.tryValidate(request.qs())
    return inertia.render('wallet/payment_success', {
      params: error
        ? null
        : { orderId: params.token, packageId: Number(params.packageId), payerId: params.PayerID },
    })
  }

  async cancel({ inertia }: HttpContext) {
    return inertia.render('wallet/payment_cancel', {})
  }
}
