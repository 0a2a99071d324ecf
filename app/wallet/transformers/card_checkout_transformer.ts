import { BaseTransformer } from '@adonisjs/core/transformers'
import type { CardGateway, CardIntent } from '#wallet/services/gateways'

/** A started card checkout: what the browser confirms the card against (Stripe.js or the sandbox). */
export default class CardCheckoutTransformer extends BaseTransformer<{
  /** An intent with its client secret (the service refuses one without). */
  intent: CardIntent & { clientSecret: string }
  provider: CardGateway['provider']
}> {
  toObject() {
    const { intent, provider } = this.resource
    return { clientSecret: intent.clientSecret, paymentIntentId: intent.id, provider }
  }
}
