import logger from '@adonisjs/core/services/logger'
import queue from '#core/queue/queue'
import { mailRecipients } from '#core/mail/recipients'
import Purchase from '#payments/models/purchase'
import { sendPurchaseReceipt } from '#payments/services/receipt_mail'

export type PurchaseReceiptData = { purchaseId: number }

// Enqueued in the credit's transaction, by the crediting call only; pg-boss delivers
// at least once, so a redelivery may mail twice.
export const purchaseReceiptJob = queue.define<PurchaseReceiptData>({
  name: 'wallet.purchase_receipt',
  queue: { retryLimit: 5, retryDelay: 30, retryBackoff: true },
  async handle({ purchaseId }) {
    const purchase = await Purchase.find(purchaseId)
    if (!purchase || purchase.status !== 'credited') return
    const recipient = await mailRecipients.of(purchase.userId)
    // An account erased since has no address: the receipt stays on the staff side only.
    if (!recipient) return
    await sendPurchaseReceipt(purchase, recipient)
    logger.info({ purchaseId }, 'purchase receipt mailed')
  },
})
