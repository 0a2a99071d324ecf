import { BaseTransformer } from '@adonisjs/core/transformers'
import type Purchase from '#wallet/models/purchase'
import { toDecimal } from '#wallet/services/gateways'

type Credited = {
  purchase: Purchase
  newBalance: number
  /** The purchase had been credited before (a reload, a second tab, the webhook). */
  alreadyCredited: boolean
}

/** The receipt of a credited purchase: the payment pages' success view and its JSON answers. */
export default class ReceiptTransformer extends BaseTransformer<Credited> {
  toObject() {
    const { purchase, newBalance, alreadyCredited } = this.resource
    return {
      purchaseId: purchase.id,
      provider: purchase.provider,
      method: purchase.method,
      externalId: purchase.externalId,
      /**
       * The provider's id of the payment, for the user's bank or a support
       * request: the card's PaymentIntent, PayPal's capture (its order id
       * before a capture is known).
       */
      transactionId:
        purchase.method === 'paypal'
          ? (purchase.captureId ?? purchase.externalId)
          : purchase.externalId,
      packageName: purchase.packageName,
      pointsAdded: purchase.points,
      amountCents: purchase.amountCents,
      /** Two decimals, no symbol ("9.99"); pages format it per language. */
      amount: toDecimal(purchase.amountCents),
      currency: purchase.currency,
      newBalance,
      alreadyCredited,
      /** Given back so far (staff refunds, the provider's refunds, a lost dispute); 0 when none. */
      refundedCents: purchase.refundedCents ?? 0,
      refunded: toDecimal(purchase.refundedCents ?? 0),
      /** The points those refunds took back. */
      refundedPoints: purchase.refundedPoints ?? 0,
    }
  }
}
