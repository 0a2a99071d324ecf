import { BaseTransformer } from '@adonisjs/core/transformers'
import type { PayPalOrder } from '#wallet/services/gateways'

/** A created PayPal order: where the browser sends the payer to approve it. */
export default class PaypalCheckoutTransformer extends BaseTransformer<
  PayPalOrder & { approvalUrl: string }
> {
  toObject() {
    return { approvalUrl: this.resource.approvalUrl, orderId: this.resource.id }
  }
}
