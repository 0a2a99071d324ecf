import db from '@adonisjs/lucid/services/db'
import paymentsConfig from '#config/payments'
import Package from '#payments/models/package'
import Purchase, { type PurchaseMethod, type PurchaseProvider } from '#payments/models/purchase'
import { PaymentError } from '#payments/exceptions/payment_error'

export async function recordPendingPurchase(
  provider: PurchaseProvider,
  method: PurchaseMethod,
  externalId: string,
  userId: number,
  pkg: Package
) {
  await db
    .table('purchases')
    .insert({
      provider,
      method,
      external_id: externalId,
      user_id: userId,
      package_id: pkg.id,
      package_name: pkg.name,
      amount_cents: pkg.priceCents,
      currency: paymentsConfig.currency,
      points: pkg.points,
      status: 'pending',
    })
    .onConflict(['provider', 'external_id'])
    .ignore()
}

// A webhook may be the first to hear of a checkout whose pending row was lost.
export async function recordPendingPurchaseIfUnknown(payment: {
  provider: PurchaseProvider
  method: PurchaseMethod
  externalId: string
  userId: number | null
  packageId: number | null
}) {
  const known = await Purchase.query()
    .where('provider', payment.provider)
    .where('externalId', payment.externalId)
    .first()
  if (known) return
  const pkg = payment.packageId === null ? null : await Package.find(payment.packageId)
  if (!pkg || payment.userId === null) throw new PaymentError('package_not_found', 404)
  await recordPendingPurchase(
    payment.provider,
    payment.method,
    payment.externalId,
    payment.userId,
    pkg
  )
}
