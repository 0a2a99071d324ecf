import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { FlagDetails, FlagReason, ProviderPayment } from '#wallet/types/flagged_payment'
import { clock } from '#core/clock'

/**
 * Marks a pending purchase failed and flagged for staff, with what the
 * provider said. Only a pending row moves (a credited one stays credited;
 * an already flagged one keeps its first flag), so repeating it is harmless.
 * Returns whether this call flagged it.
 */
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
