import { BaseTransformer } from '@adonisjs/core/transformers'
import type { FlaggedPayment } from '#payments/types/flagged_payment'

export default class StaffFlaggedPaymentTransformer extends BaseTransformer<{
  payment: FlaggedPayment
  username: string | null
}> {
  toObject() {
    return { ...this.resource.payment, username: this.resource.username }
  }
}
