import { randomUUID } from 'node:crypto'
import { DateTime } from 'luxon'
import type { InferData } from '@adonisjs/core/types/transformers'
import db from '@adonisjs/lucid/services/db'
import paymentsConfig from '#config/payments'
import Package from '#wallet/models/package'
import Purchase, { type PurchaseMethod, type PurchaseProvider } from '#wallet/models/purchase'
import gateways from '#wallet/services/gateway_registry'
import {
  type CardIntent,
  GatewayRefusedError,
  GatewayUnavailableError,
} from '#wallet/services/gateways'
import { PaymentError } from '#wallet/types/payment_error'
import { flagPurchase, mismatchOf } from '#wallet/services/payment_flags'
import packages from '#wallet/services/package_service'
import wallet from '#wallet/services/wallet_service'
import CardCheckoutTransformer from '#wallet/transformers/card_checkout_transformer'
import PaypalCheckoutTransformer from '#wallet/transformers/paypal_checkout_transformer'
import ReceiptTransformer from '#wallet/transformers/receipt_transformer'

export type Receipt = InferData<ReceiptTransformer>

async function receipt(
  purchase: Purchase,
  alreadyCredited: boolean,
  newBalance?: number
): Promise<Receipt> {
  const balance = newBalance ?? (await wallet.balanceOf(purchase.userId))
  return new ReceiptTransformer({ purchase, newBalance: balance, alreadyCredited }).toObject()
}

/** A provider-side id ("42") as a number, or null when it is not one. */
function idOf(value: string | undefined) {
  return value && /^\d{1,15}$/.test(value) ? Number(value) : null
}

async function activePackage(packageId: number) {
  const pkg = await packages.findActive(packageId)
  if (!pkg) throw new PaymentError('package_not_found', 404)
  return pkg
}

/**
 * Money in (design.md, Payments): the amount always comes from the package
 * in the database, never from the browser; every path that learns a payment
 * succeeded (browser confirm, webhook, capture, reconcile) goes through
 * `#credit`, which credits exactly once.
 */
export class PurchaseService {
  async startCardCheckout(userId: number, packageId: number) {
    const pkg = await activePackage(packageId)
    const gateway = gateways.card()
    let intent: CardIntent
    try {
      intent = await gateway.createIntent({
        amountCents: pkg.priceCents,
        currency: paymentsConfig.currency,
        userId,
        packageId: pkg.id,
        description: `Velvet · ${pkg.name}`,
        idempotencyKey: `checkout:${userId}:${pkg.id}:${randomUUID()}`,
      })
    } catch (error) {
      throw new PaymentError('create_intent_failed', 502, { cause: error })
    }
    const { clientSecret } = intent
    if (!clientSecret) throw new PaymentError('missing_client_secret', 502)
    await this.#recordPending(gateway.provider, 'card', intent.id, userId, pkg)
    return new CardCheckoutTransformer({
      intent: { ...intent, clientSecret },
      provider: gateway.provider,
    }).toObject()
  }

  /** The browser says the card payment went through: believe the provider, not the browser. */
  async confirmCardCheckout(userId: number, paymentIntentId: string) {
    const gateway = gateways.card()
    let intent: CardIntent | null
    try {
      intent = await gateway.retrieveIntent(paymentIntentId)
    } catch (error) {
      throw new PaymentError('server_confirm_failed', 502, { cause: error })
    }
    if (!intent || intent.metadata.userId !== String(userId))
      throw new PaymentError('intent_not_found', 404)
    if (intent.status !== 'succeeded') {
      throw new PaymentError(
        intent.lastErrorCode === 'card_declined' ? 'card_declined' : 'payment_not_completed',
        402
      )
    }
    return this.creditCardIntent(gateway.provider, intent)
  }

  /** Shared by the browser confirm, the webhook and reconcile. */
  async creditCardIntent(provider: PurchaseProvider, intent: CardIntent) {
    // Unreadable metadata on a known checkout is a mismatch for staff, not a credit.
    const userId = idOf(intent.metadata.userId)
    const packageId = idOf(intent.metadata.packageId)
    if (intent.status !== 'succeeded') throw new PaymentError('payment_not_completed', 402)
    return this.#credit({
      provider,
      method: 'card',
      externalId: intent.id,
      userId,
      packageId,
      amountCents: intent.amountCents,
      currency: intent.currency,
      captureId: null,
    })
  }

  async startPayPalCheckout(userId: number, packageId: number, origin: string, locale: string) {
    const pkg = await activePackage(packageId)
    const gateway = gateways.paypal()
    const query = `packageId=${pkg.id}&userId=${userId}`
    let order
    try {
      order = await gateway.createOrder({
        amountCents: pkg.priceCents,
        currency: paymentsConfig.currency,
        userId,
        packageId: pkg.id,
        packageName: pkg.name,
        requestId: `order:${userId}:${pkg.id}:${randomUUID()}`,
        returnUrl: `${origin}/payment/success?${query}`,
        cancelUrl: `${origin}/payment/cancel?${query}`,
        locale,
      })
    } catch (error) {
      throw new PaymentError('paypal_create_failed', 502, { cause: error })
    }
    const { approvalUrl } = order
    if (!approvalUrl) throw new PaymentError('paypal_create_failed', 502)
    await this.#recordPending(gateway.provider, 'paypal', order.id, userId, pkg)
    return new PaypalCheckoutTransformer({ ...order, approvalUrl }).toObject()
  }

  /**
   * The payer is back from PayPal: capture once. A reload, a second tab or
   * two simultaneous captures all end in one credit (a repeated capture is
   * read back as the completed order, and `#credit` is exactly-once).
   */
  async capturePayPalCheckout(userId: number, orderId: string, packageId: number) {
    const gateway = gateways.paypal()
    const purchase = await Purchase.query()
      .where('provider', gateway.provider)
      .where('method', 'paypal')
      .where('externalId', orderId)
      .first()
    if (!purchase || purchase.userId !== userId) throw new PaymentError('order_not_found', 404)
    if (purchase.packageId !== packageId) throw new PaymentError('amount_mismatch', 400)
    if (purchase.status === 'credited') return receipt(purchase, true)

    let order
    try {
      // A fresh request id per attempt: PayPal replays successes only, and a second
      // capture answers ORDER_ALREADY_CAPTURED, which the gateway reads as the order.
      order = await gateway.captureOrder(orderId, `capture:${orderId}:${randomUUID()}`)
    } catch (error) {
      if (error instanceof GatewayRefusedError && error.providerCode === 'ORDER_NOT_APPROVED') {
        throw new PaymentError('paypal_not_approved', 400, { cause: error })
      }
      throw new PaymentError(
        error instanceof GatewayUnavailableError ? 'provider_unavailable' : 'capture_failed',
        502,
        {
          cause: error,
        }
      )
    }
    if (order.status !== 'COMPLETED') throw new PaymentError('capture_failed', 502)
    // The order's custom id says whose checkout PayPal captured: `#credit` compares it.
    const [paidUser, paidPackage] = (order.customId ?? '').split(':')
    return this.#credit({
      provider: gateway.provider,
      method: 'paypal',
      externalId: order.id,
      userId: idOf(paidUser),
      packageId: idOf(paidPackage),
      amountCents: order.amountCents,
      currency: order.currency,
      captureId: order.captureId,
    })
  }

  /** A webhook may be the first to hear of a checkout whose pending row was lost. */
  async #recordPendingIfUnknown(payment: {
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
    await this.#recordPending(
      payment.provider,
      payment.method,
      payment.externalId,
      payment.userId,
      pkg
    )
  }

  async #recordPending(
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

  /**
   * Exactly-once credit. The pending → credited move is a conditional UPDATE
   * on the unique (provider, external_id) row, in the same transaction as the
   * ledger entry (itself unique by idempotency key): of two concurrent
   * callers, the second waits for the first's commit and finds nothing to do.
   * The amount, currency, owner and package must match what was recorded
   * when the checkout started (the package price in the database); a payment
   * that does not is marked failed and flagged for staff, in its own commit,
   * and never credited.
   */
  async #credit(payment: {
    provider: PurchaseProvider
    method: PurchaseMethod
    externalId: string
    userId: number | null
    packageId: number | null
    amountCents: number
    currency: string
    captureId: string | null
  }): Promise<Receipt> {
    await this.#recordPendingIfUnknown(payment)

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
      const entry = await wallet.credit(
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
        creditedAt: DateTime.now(),
        ledgerEntryId: entry.entryId,
        captureId: payment.captureId ?? purchase.captureId,
      })
      await purchase.save()
      return { purchase, credited: !entry.replayed, balance: entry.balanceAfter }
    })
    if ('mismatch' in outcome) throw new PaymentError('amount_mismatch', 400)
    return receipt(outcome.purchase, !outcome.credited, outcome.balance)
  }
}

export default new PurchaseService()
