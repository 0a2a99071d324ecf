import type { HttpContext } from '@adonisjs/core/http'
import paymentsConfig from '#config/payments'
import pointsConfig from '#config/points'
import gateways from '#payments/services/gateway_registry'
import { activePackages } from '#payments/queries/packages'
import CardConfigTransformer from '#payments/transformers/card_config_transformer'
import { paypalReturnValidator } from '#payments/validators/payments'

export default class PaymentPagesController {
  async show({ inertia, locale }: HttpContext) {
    return inertia.render('payments/show', {
      packages: await activePackages(locale),
      expiryMonths: pointsConfig.purchaseExpiryMonths,
      methods: paymentsConfig.methods,
      card: CardConfigTransformer.transform(gateways.card()),
      paypalProvider: gateways.paypal().provider,
    })
  }

  async success({ inertia, request }: HttpContext) {
    const [error, params] = await paypalReturnValidator.tryValidate(request.qs())
    return inertia.render('payments/success', {
      params: error
        ? null
        : { orderId: params.token, packageId: Number(params.packageId), payerId: params.PayerID },
    })
  }

  async cancel({ inertia }: HttpContext) {
    return inertia.render('payments/cancel', {})
  }
}
