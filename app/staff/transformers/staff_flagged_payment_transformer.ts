import { BaseTransformer } from '@adonisjs/core/transformers'
import type { FlaggedPayment } from '#wallet/types/flagged_payment'

export default class StaffFlaggedPaymentTransformer extends BaseTransformer<{
  payment: FlaggedPayment
  username: string | null
}> {
  toObject() {
    return { ...this.resource.payment, username: this.resource.username }
  }
}
