import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { FlagDetails, FlagReason, ProviderPayment } from '#payments/types/payment_flags'
import { clock } from '#core/clock'

// Only a pending row moves, and a flag keeps its first reason, so repeating it is harmless.
export async function flagPurchase(
  purchaseId: number,
  reason: FlagReason,
  paid: ProviderPayment,
  trx?: TransactionClientContract
) {
  const details: FlagDetails = {
    userId: paid.userId,
    packageId: paid.packageId,
    amountCents: paid.amountCents,
    currency: paid.currency.toLowerCase(),
  }
  const updated = await (trx ?? db)
    .from('purchases')
    .where('id', purchaseId)
    .where('status', 'pending')
    .update({
      status: 'failed',
      failure_code: reason,
      flagged_at: clock.now(),
      flag_reason: reason,
      flag_details: JSON.stringify(details),
    })
  const flagged = Number(updated) > 0
  if (flagged) {
    logger.error({ purchaseId, reason, paid }, 'payment does not match its checkout: flagged')
  }
  return flagged
}
