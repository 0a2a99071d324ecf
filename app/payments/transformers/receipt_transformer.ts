import { BaseTransformer } from '@adonisjs/core/transformers'
import type Purchase from '#payments/models/purchase'
import { toDecimal } from '#payments/services/gateways'

type Credited = {
  purchase: Purchase
  newBalance: number
  alreadyCredited: boolean
}

export default class ReceiptTransformer extends BaseTransformer<Credited> {
  toObject() {
    const { purchase, newBalance, alreadyCredited } = this.resource
    return {
      purchaseId: purchase.id,
      provider: purchase.provider,
      method: purchase.method,
      externalId: purchase.externalId,
      transactionId:
        purchase.method === 'paypal'
          ? (purchase.captureId ?? purchase.externalId)
          : purchase.externalId,
      packageName: purchase.packageName,
      pointsAdded: purchase.points,
      amountCents: purchase.amountCents,
      amount: toDecimal(purchase.amountCents),
      currency: purchase.currency,
      newBalance,
      alreadyCredited,
      refundedCents: purchase.refundedCents ?? 0,
      refunded: toDecimal(purchase.refundedCents ?? 0),
      refundedPoints: purchase.refundedPoints ?? 0,
    }
  }
}
