import { BaseTransformer } from '@adonisjs/core/transformers'
import type { Receipt } from '#wallet/types/purchase'

/** The PayPal capture's answer: the receipt plus the names the return page reads (points, orderId). */
export default class PaypalCaptureTransformer extends BaseTransformer<Receipt> {
  toObject() {
    const receipt = this.resource
    return { ...receipt, points: receipt.pointsAdded, orderId: receipt.externalId }
  }
}
