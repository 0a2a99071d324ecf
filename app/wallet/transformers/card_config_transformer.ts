import { BaseTransformer } from '@adonisjs/core/transformers'
import type { CardGateway } from '#wallet/services/gateways'

/** What the browser needs to take a card: Stripe's publishable key, or the local sandbox. */
export default class CardConfigTransformer extends BaseTransformer<CardGateway> {
  /** One object type, not a union: the generated Data type flattens unions (the key is set for stripe). */
  toObject(): { provider: 'stripe' | 'sandbox'; publishableKey?: string } {
    return this.resource.clientConfig()
  }
}
