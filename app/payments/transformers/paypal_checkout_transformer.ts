import { BaseTransformer } from '@adonisjs/core/transformers'
import type { PayPalOrder } from '#payments/services/gateways'

export default class PaypalCheckoutTransformer extends BaseTransformer<
  PayPalOrder & { approvalUrl: string }
> {
  toObject() {
    return { approvalUrl: this.resource.approvalUrl, orderId: this.resource.id }
  }
}
