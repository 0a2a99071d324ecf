import type Purchase from '#payments/models/purchase'
import type { FlagReason, ProviderPayment } from '#payments/types/payment_flags'

// The checkout's amount is the package price when it started; nothing the browser sent counts.
export function mismatchOf(purchase: Purchase, paid: ProviderPayment): FlagReason | null {
  if (purchase.userId !== paid.userId) return 'user_mismatch'
  if (purchase.packageId !== paid.packageId) return 'package_mismatch'
  if (purchase.amountCents !== paid.amountCents) return 'amount_mismatch'
  if (purchase.currency !== paid.currency.toLowerCase()) return 'currency_mismatch'
  return null
}

export function providerIdOf(value: string | undefined) {
  return value && /^\d{1,15}$/.test(value) ? Number(value) : null
}
