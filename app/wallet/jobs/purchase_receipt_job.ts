import logger from '@adonisjs/core/services/logger'
import queue from '#core/queue/queue'
import { mailRecipients } from '#core/mail/recipients'
import Purchase from '#wallet/models/purchase'
import { sendPurchaseReceipt } from '#wallet/services/receipt_mail'

export type PurchaseReceiptData = { purchaseId: number }

/**
 * Mails a purchase's receipt (issue 24, point 6). Enqueued by
 * credit_purchase in the transaction of the credit, and only by the call
 * that credited (never by a replay: a webhook and the browser's confirm
 * both arriving credit once, so mail once), so a rolled-back credit sends
 * nothing and a committed one is never left without its mail. pg-boss
 * delivers at least once: a redelivery may mail twice, which mail allows.
 */
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
