import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type Purchase from '#wallet/models/purchase'
import type { FlagDetails, FlagReason } from '#wallet/types/flagged_payment'

/** What a provider says was paid, for whom and for which package. */
export type ProviderPayment = {
  userId: number | null
  packageId: number | null
  amountCents: number
  currency: string
}

/**
 * The first difference between a checkout and what its provider reports,
 * or null when they match. The checkout's amount is the package price in
 * the database when it started; nothing the browser sent counts.
 */
export function mismatchOf(purchase: Purchase, paid: ProviderPayment): FlagReason | null {
  if (purchase.userId !== paid.userId) return 'user_mismatch'
  if (purchase.packageId !== paid.packageId) return 'package_mismatch'
  if (purchase.amountCents !== paid.amountCents) return 'amount_mismatch'
  if (purchase.currency !== paid.currency.toLowerCase()) return 'currency_mismatch'
  return null
}

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
      flagged_at: DateTime.now().toSQL(),
      flag_reason: reason,
      flag_details: JSON.stringify(details),
    })
  const flagged = Number(updated) > 0
  if (flagged) {
    logger.error({ purchaseId, reason, paid }, 'payment does not match its checkout: flagged')
  }
  return flagged
}
