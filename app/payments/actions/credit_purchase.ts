import db from '@adonisjs/lucid/services/db'
import Purchase from '#payments/models/purchase'
import { creditPoints } from '#ledger/actions/credit_points'
import { flagPurchase } from '#payments/actions/flag_purchase'
import { recordPendingPurchaseIfUnknown } from '#payments/actions/record_pending_purchase'
import { receiptOf } from '#payments/queries/receipt'
import { mismatchOf } from '#payments/rules/payment_match'
import { PaymentError } from '#payments/exceptions/payment_error'
import type { PaidPayment, Receipt } from '#payments/types/purchase'
import { purchaseReceiptJob } from '#payments/jobs/purchase_receipt_job'
import { clock } from '#core/clock'
import queue from '#core/queue/queue'

// Every path that learns a payment succeeded ends here. The pending → credited UPDATE is
// conditional and in the ledger entry's transaction: of two concurrent callers, the second
// finds nothing to do. A mismatch is flagged in its own commit, never credited.
export async function creditPurchase(payment: PaidPayment): Promise<Receipt> {
  await recordPendingPurchaseIfUnknown(payment)

  const outcome = await db.transaction(async (trx) => {
    const purchase = await Purchase.query({ client: trx })
      .where('provider', payment.provider)
      .where('externalId', payment.externalId)
      .forUpdate()
      .firstOrFail()
    if (purchase.status === 'credited') return { purchase, credited: false, balance: undefined }
    // Flagged before: staff settle it, no path credits it.
    if (purchase.status === 'failed') return { mismatch: true as const }

    const reason = mismatchOf(purchase, payment)
    if (reason) {
      await flagPurchase(purchase.id, reason, payment, trx)
      return { mismatch: true as const }
    }

    const reference = `purchase:${payment.provider}:${payment.externalId}`
    const entry = await creditPoints(
      {
        userId: purchase.userId,
        amount: purchase.points,
        reference,
        idempotencyKey: reference,
        metadata: {
          purchaseId: purchase.id,
          packageId: purchase.packageId,
          packageName: purchase.packageName,
          provider: purchase.provider,
          method: purchase.method,
          amountCents: purchase.amountCents,
        },
      },
      'purchase',
      { client: trx }
    )
    purchase.useTransaction(trx)
    purchase.merge({
      status: 'credited',
      creditedAt: clock.dateTime(),
      ledgerEntryId: entry.entryId,
      captureId: payment.captureId ?? purchase.captureId,
    })
    await purchase.save()
    // The receipt mail, only for the call that credited, and only if this commits.
    if (!entry.replayed) {
      await queue.send(purchaseReceiptJob, { purchaseId: purchase.id }, { trx })
    }
    return { purchase, credited: !entry.replayed, balance: entry.balanceAfter }
  })
  if ('mismatch' in outcome) throw new PaymentError('amount_mismatch', 400)
  return receiptOf(outcome.purchase, !outcome.credited, outcome.balance)
}
