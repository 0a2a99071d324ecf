import { randomBytes } from 'node:crypto'
import { urlFor } from '@adonisjs/core/services/url_builder'
import db from '@adonisjs/lucid/services/db'
import {
  type CreatePayPalOrderInput,
  GatewayRefusedError,
  type PayPalGateway,
  type PayPalOrder,
  type PayPalOrderStatus,
  type PayPalRefundInput,
  type RefundResult,
} from '#payments/services/gateways'

export type SandboxOrderRow = {
  id: string
  amount_cents: number
  currency: string
  custom_id: string
  description: string
  status: PayPalOrderStatus
  return_url: string
  cancel_url: string
  capture_id: string | null
  refunded_cents: number
}

function toOrder(row: SandboxOrderRow, origin?: string): PayPalOrder {
  return {
    id: row.id,
    status: row.status,
    amountCents: row.amount_cents,
    currency: row.currency,
    customId: row.custom_id,
    captureId: row.capture_id,
    approvalUrl: origin
      ? urlFor('sandbox.paypal.checkout', undefined, { qs: { token: row.id }, prefixUrl: origin })
      : null,
  }
}

export class SandboxPayPalGateway implements PayPalGateway {
  readonly provider = 'sandbox' as const

  async createOrder(input: CreatePayPalOrderInput) {
    const id = `SB${randomBytes(8).toString('hex').toUpperCase()}`
    const inserted = await db
      .table('sandbox_paypal_orders')
      .insert({
        id,
        request_id: input.requestId,
        amount_cents: input.amountCents,
        currency: input.currency,
        custom_id: `${input.userId}:${input.packageId}`,
        description: input.packageName,
        status: 'CREATED',
        return_url: input.returnUrl,
        cancel_url: input.cancelUrl,
      })
      .onConflict('request_id')
      .ignore()
      .returning('*')
    const row: SandboxOrderRow =
      inserted[0] ??
      (await db.from('sandbox_paypal_orders').where('request_id', input.requestId).firstOrFail())
    return toOrder(row, new URL(input.returnUrl).origin)
  }

  async captureOrder(id: string) {
    return db.transaction(async (trx) => {
      const row: SandboxOrderRow | null = await trx
        .from('sandbox_paypal_orders')
        .where('id', id)
        .forUpdate()
        .first()
      if (!row) throw new GatewayRefusedError('Unknown order', 'RESOURCE_NOT_FOUND')
      if (row.status === 'COMPLETED') return toOrder(row)
      if (row.status !== 'APPROVED')
        throw new GatewayRefusedError('Order not approved', 'ORDER_NOT_APPROVED')
      const captureId = `SBCAP${randomBytes(6).toString('hex').toUpperCase()}`
      await trx
        .from('sandbox_paypal_orders')
        .where('id', id)
        .update({ status: 'COMPLETED', capture_id: captureId })
      return toOrder({ ...row, status: 'COMPLETED', capture_id: captureId })
    })
  }

  async getOrder(id: string) {
    const row: SandboxOrderRow | null = await db
      .from('sandbox_paypal_orders')
      .where('id', id)
      .first()
    return row ? toOrder(row) : null
  }

  async refundCapture(input: PayPalRefundInput): Promise<RefundResult> {
    return db.transaction(async (trx) => {
      // The order's row lock puts two refunds of one capture one after the other.
      const row: SandboxOrderRow | null = await trx
        .from('sandbox_paypal_orders')
        .where('capture_id', input.captureId)
        .forUpdate()
        .first()
      if (!row) throw new GatewayRefusedError('Unknown capture', 'INVALID_RESOURCE_ID')
      const replay = await trx
        .from('sandbox_paypal_refunds')
        .where('request_id', input.requestId)
        .first()
      if (replay) return { refundId: replay.id, refundedCents: replay.total_refunded_cents }
      if (input.currency.toLowerCase() !== row.currency.toLowerCase()) {
        throw new GatewayRefusedError('Refund currency differs', 'CURRENCY_MISMATCH')
      }
      const remaining = row.amount_cents - row.refunded_cents
      if (remaining <= 0) {
        throw new GatewayRefusedError('Capture already fully refunded', 'CAPTURE_FULLY_REFUNDED')
      }
      const amount = input.amountCents ?? remaining
      if (!Number.isInteger(amount) || amount <= 0) {
        throw new GatewayRefusedError('Invalid refund amount', 'INVALID_PARAMETER_VALUE')
      }
      if (amount > remaining) {
        throw new GatewayRefusedError(
          'Refund exceeds what is left of the capture',
          'REFUND_AMOUNT_EXCEEDED'
        )
      }
      const total = row.refunded_cents + amount
      const refundId = `SBREF${randomBytes(6).toString('hex').toUpperCase()}`
      await trx.table('sandbox_paypal_refunds').insert({
        id: refundId,
        request_id: input.requestId,
        order_id: row.id,
        amount_cents: amount,
        total_refunded_cents: total,
      })
      await trx.from('sandbox_paypal_orders').where('id', row.id).update({ refunded_cents: total })
      return { refundId, refundedCents: total }
    })
  }

  async refundedCents(captureId: string) {
    const row: SandboxOrderRow | null = await db
      .from('sandbox_paypal_orders')
      .where('capture_id', captureId)
      .first()
    if (!row) throw new GatewayRefusedError('Unknown capture', 'INVALID_RESOURCE_ID')
    return row.refunded_cents
  }

  async orderIdOfCapture(captureId: string) {
    const row: SandboxOrderRow | null = await db
      .from('sandbox_paypal_orders')
      .where('capture_id', captureId)
      .first()
    return row?.id ?? null
  }

  async findForApproval(id: string) {
    const row: SandboxOrderRow | null = await db
      .from('sandbox_paypal_orders')
      .where('id', id)
      .first()
    return row
  }

  async approve(id: string) {
    const updated = await db
      .from('sandbox_paypal_orders')
      .where('id', id)
      .whereIn('status', ['CREATED', 'APPROVED'])
      .update({ status: 'APPROVED' })
      .returning('*')
    return (updated[0] as SandboxOrderRow | undefined) ?? null
  }
}
