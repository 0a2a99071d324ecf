import { BaseTransformer } from '@adonisjs/core/transformers'
import type { CardGateway, CardIntent } from '#payments/services/gateways'

export default class CardCheckoutTransformer extends BaseTransformer<{
  intent: CardIntent & { clientSecret: string }
  provider: CardGateway['provider']
}> {
  toObject() {
    const { intent, provider } = this.resource
    return { clientSecret: intent.clientSecret, paymentIntentId: intent.id, provider }
  }
}
