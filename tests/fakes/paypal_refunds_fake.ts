import { randomBytes } from 'node:crypto'
import type { FakeReply } from './http_fake.js'

/* What the fake's refunds need of PayPal's error shape (paypal_fake's `error`). */
export type ErrorReply = (status: number, name: string, issue?: string) => FakeReply

export type Money = { currency_code: string; value: string }
export type FakeLink = { href: string; rel: string; method: string }

export type FakeCapture = {
  id: string
  status: 'COMPLETED' | 'PARTIALLY_REFUNDED' | 'REFUNDED'
  amount: Money
  custom_id?: string
  final_capture: boolean
}

export type FakeRefund = {
  id: string
  status: 'COMPLETED' | 'PENDING'
  amount: Money
  note_to_payer?: string
  seller_payable_breakdown?: {
    gross_amount: Money
    paypal_fee: Money
    net_amount: Money
    total_refunded_amount: Money
  }
  links: FakeLink[]
  create_time: string
  update_time: string
}

/* PayPal's own hosts in the links it answers with (the SDK only reads them). */
const API = 'https://api.sandbox.paypal.com'

const cents = (value: string) => Math.round(Number(value) * 100)
const money = (currency: string, amountCents: number): Money => ({
  currency_code: currency,
  value: (amountCents / 100).toFixed(2),
})

/** Cents refunded of a capture by completed refunds (PayPal's total_refunded_amount). */
export function refundedOf(refunds: FakeRefund[], captureId: string) {
  return refunds
    .filter((refund) => refund.status === 'COMPLETED')
    .filter((refund) => refund.links.some((link) => link.href.endsWith(`/captures/${captureId}`)))
    .reduce((sum, refund) => sum + cents(refund.amount.value), 0)
}

/**
 * POST /v2/payments/captures/{id}/refund on one capture, like PayPal: the
 * whole remaining amount without `amount`, 422 REFUND_AMOUNT_EXCEEDED past
 * what is left, CAPTURE_FULLY_REFUNDED once nothing is left, a currency
 * other than the capture's refused; the refund is COMPLETED and carries
 * seller_payable_breakdown.total_refunded_amount (unless `withTotals` is false,
 * as some PayPal answers come), links self and up (the capture).
 */
export function refundCapture(
  capture: FakeCapture,
  refunds: FakeRefund[],
  body: { amount?: Money; note_to_payer?: string },
  error: ErrorReply,
  withTotals = true
): FakeReply {
  const captured = cents(capture.amount.value)
  const already = refundedOf(refunds, capture.id)
  if (already >= captured) return error(422, 'UNPROCESSABLE_ENTITY', 'CAPTURE_FULLY_REFUNDED')
  const amount = body.amount
  if (amount) {
    if (!/^\d+(\.\d{1,2})?$/.test(amount.value ?? '') || cents(amount.value) <= 0) {
      return error(400, 'INVALID_REQUEST', 'INVALID_PARAMETER_VALUE')
    }
    if (amount.currency_code !== capture.amount.currency_code) {
      return error(422, 'UNPROCESSABLE_ENTITY', 'CURRENCY_MISMATCH')
    }
    if (already + cents(amount.value) > captured) {
      return error(422, 'UNPROCESSABLE_ENTITY', 'REFUND_AMOUNT_EXCEEDED')
    }
  }
  const refundCents = amount ? cents(amount.value) : captured - already
  const refund = newRefund(capture, refundCents, already + refundCents, withTotals)
  if (body.note_to_payer) refund.note_to_payer = body.note_to_payer
  refunds.push(refund)
  capture.status = already + refundCents >= captured ? 'REFUNDED' : 'PARTIALLY_REFUNDED'
  return { status: 201, body: refund }
}

/**
 * A reversal (PayPal took the whole payment back from the merchant): the
 * rest of the capture goes back as one refund (the resource of
 * PAYMENT.CAPTURE.REVERSED) and the capture reads REFUNDED (its v2 statuses
 * have no REVERSED).
 */
export function reverseCapture(capture: FakeCapture, refunds: FakeRefund[]) {
  const captured = cents(capture.amount.value)
  const refund = newRefund(capture, captured - refundedOf(refunds, capture.id), captured, true)
  refund.note_to_payer = 'Payment reversed'
  refunds.push(refund)
  capture.status = 'REFUNDED'
  return refund
}

function newRefund(
  capture: FakeCapture,
  refundCents: number,
  totalCents: number,
  withTotals: boolean
): FakeRefund {
  const id = randomBytes(8).toString('hex').toUpperCase()
  const currency = capture.amount.currency_code
  const now = new Date().toISOString()
  return {
    id,
    status: 'COMPLETED',
    amount: money(currency, refundCents),
    ...(withTotals
      ? {
          seller_payable_breakdown: {
            gross_amount: money(currency, refundCents),
            paypal_fee: money(currency, 0),
            net_amount: money(currency, refundCents),
            total_refunded_amount: money(currency, totalCents),
          },
        }
      : {}),
    links: [
      { href: `${API}/v2/payments/refunds/${id}`, rel: 'self', method: 'GET' },
      { href: `${API}/v2/payments/captures/${capture.id}`, rel: 'up', method: 'GET' },
    ],
    create_time: now,
    update_time: now,
  }
}

/** GET /v2/payments/captures/{id}: the capture, its order in supplementary_data and link up. */
export function captureView(capture: FakeCapture, orderId: string) {
  return {
    ...capture,
    supplementary_data: { related_ids: { order_id: orderId } },
    links: [
      { href: `${API}/v2/payments/captures/${capture.id}`, rel: 'self', method: 'GET' },
      { href: `${API}/v2/payments/captures/${capture.id}/refund`, rel: 'refund', method: 'POST' },
      { href: `${API}/v2/checkout/orders/${orderId}`, rel: 'up', method: 'GET' },
    ],
  }
}
