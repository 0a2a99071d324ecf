import { BaseTransformer } from '@adonisjs/core/transformers'
import { toDecimal } from '#payments/services/gateways'
import type { SandboxOrderRow } from '#payments/sandbox/sandbox_paypal_gateway'

export default class SandboxOrderTransformer extends BaseTransformer<SandboxOrderRow> {
  toObject() {
    const order = this.resource
    return {
      id: order.id,
      description: order.description,
      amount: toDecimal(order.amount_cents),
      currency: order.currency,
      status: order.status,
    }
  }
}
