import { BaseTransformer } from '@adonisjs/core/transformers'
import type { Receipt } from '#payments/types/purchase'

export default class PaypalCaptureTransformer extends BaseTransformer<Receipt> {
  toObject() {
    const receipt = this.resource
    return { ...receipt, points: receipt.pointsAdded, orderId: receipt.externalId }
  }
}
