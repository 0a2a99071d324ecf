import { BaseTransformer } from '@adonisjs/core/transformers'
import type { CardGateway } from '#payments/services/gateways'

export default class CardConfigTransformer extends BaseTransformer<CardGateway> {
  // One object type, not a union: the generated Data type flattens unions.
  toObject(): { provider: 'stripe' | 'sandbox'; publishableKey?: string } {
    return this.resource.clientConfig()
  }
}
