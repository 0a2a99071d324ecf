import logger from '@adonisjs/core/services/logger'
import Purchase from '#payments/models/purchase'
import gateways from '#payments/services/gateway_registry'
import { PaymentError } from '#payments/exceptions/payment_error'
import type { Receipt, ReconcileReport } from '#payments/types/purchase'
import { capturePayPalOrder } from '#payments/actions/capture_paypal_order'
import { creditCardIntent } from '#payments/actions/credit_card_intent'
import { clock } from '#core/clock'

// The provider keeps listing flagged payments as paid.
async function flaggedAmong(provider: string, externalIds: string[]) {
  if (!externalIds.length) return new Set<string>()
  const rows = await Purchase.query()
    .where('provider', provider)
    .whereIn('externalId', externalIds)
    .where('status', 'failed')
    .select('externalId')
  return new Set(rows.map((row) => row.externalId))
}

export async function reconcilePayments(sinceHours = 72): Promise<ReconcileReport> {
  const since = clock.dateTime().minus({ hours: sinceHours })
  const report: ReconcileReport = {
    checked: 0,
    credited: [],
    flagged: [],
    alreadyFlagged: 0,
    failures: [],
  }
  const keep = (result: Receipt) => {
    if (!result.alreadyCredited) report.credited.push(result)
  }
  const fail = (externalId: string, error: unknown) => {
    if (error instanceof PaymentError && error.reason === 'amount_mismatch') {
      report.flagged.push(externalId)
      return
    }
    report.failures.push({
      externalId,
      error: error instanceof Error ? error.message : String(error),
    })
    logger.warn({ externalId, err: error }, 'reconcile: could not settle a payment')
  }

  const card = gateways.card()
  const intents = await card.listSucceededSince(since.toJSDate())
  const settled = await flaggedAmong(
    card.provider,
    intents.map((intent) => intent.id)
  )
  for (const intent of intents) {
    if (settled.has(intent.id)) {
      report.alreadyFlagged++
      continue
    }
    report.checked++
    await creditCardIntent(card.provider, intent).then(keep, (error) => fail(intent.id, error))
  }

  const paypal = gateways.paypal()
  const pending = await Purchase.query()
    .where('provider', paypal.provider)
    .where('method', 'paypal')
    .where('status', 'pending')
    .where('createdAt', '>=', since.toSQL()!)
  for (const purchase of pending) {
    report.checked++
    try {
      const order = await paypal.getOrder(purchase.externalId)
      // Approved but never captured (the payer never came back), or captured but not credited.
      if (order && (order.status === 'APPROVED' || order.status === 'COMPLETED')) {
        keep(await capturePayPalOrder(purchase.userId, purchase.externalId, purchase.packageId))
      }
    } catch (error) {
      fail(purchase.externalId, error)
    }
  }
  return report
}
