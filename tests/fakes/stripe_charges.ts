import { randomBytes } from 'node:crypto'
import type { FakeReply } from './http_fake.js'

/*
| The charges, refunds and disputes side of the Stripe fake (stripe_fake.ts),
| as Stripe keeps them: a succeeded PaymentIntent has one charge; a refund
| (POST /v1/refunds) moves the charge's cumulative amount_refunded and is
| refused past what is left (charge_already_refunded once nothing is,
| amount_too_large otherwise) or while the charge is disputed
| (charge_disputed); GET /v1/charges/:id reads it back.
*/

export type Charge = {
  id: string
  object: 'charge'
  amount: number
  amount_captured: number
  amount_refunded: number
  captured: true
  currency: string
  payment_intent: string
  paid: true
  refunded: boolean
  disputed: boolean
  status: 'succeeded'
  metadata: Record<string, string>
  created: number
  livemode: false
}

export type Refund = {
  id: string
  object: 'refund'
  amount: number
  charge: string
  payment_intent: string
  currency: string
  status: 'succeeded'
  reason: string | null
  metadata: Record<string, string>
  created: number
}

export type DisputeStatus =
  | 'warning_needs_response'
  | 'warning_under_review'
  | 'warning_closed'
  | 'needs_response'
  | 'under_review'
  | 'won'
  | 'lost'

export type Dispute = {
  id: string
  object: 'dispute'
  amount: number
  charge: string
  payment_intent: string
  currency: string
  reason: string
  status: DisputeStatus
  created: number
  livemode: false
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`
const now = () => Math.floor(Date.now() / 1000)
const euros = (cents: number) => `€${(cents / 100).toFixed(2)}`

export const invalid = (message: string, code?: string, param?: string): FakeReply => ({
  status: 400,
  body: { error: { type: 'invalid_request_error', message, ...(code ? { code } : {}), param } },
})

export class StripeCharges {
  readonly charges = new Map<string, Charge>()
  readonly refunds = new Map<string, Refund>()
  readonly disputes = new Map<string, Dispute>()

  /** The charge a succeeded intent made (one per intent, as with automatic capture). */
  chargeFor(intent: {
    id: string
    amount: number
    currency: string
    metadata: Record<string, string>
  }) {
    const existing = [...this.charges.values()].find(
      (charge) => charge.payment_intent === intent.id
    )
    if (existing) return existing
    const charge: Charge = {
      id: id('ch'),
      object: 'charge',
      amount: intent.amount,
      amount_captured: intent.amount,
      amount_refunded: 0,
      captured: true,
      currency: intent.currency,
      payment_intent: intent.id,
      paid: true,
      refunded: false,
      disputed: false,
      status: 'succeeded',
      metadata: intent.metadata,
      created: now(),
      livemode: false,
    }
    this.charges.set(charge.id, charge)
    return charge
  }

  chargeOfIntent(intentId: string) {
    return [...this.charges.values()].find((charge) => charge.payment_intent === intentId) ?? null
  }

  /** POST /v1/refunds: `payment_intent` or `charge`, `amount` (default: all that is left). */
  create(params: Record<string, any>): FakeReply {
    const charge = params.charge
      ? this.charges.get(params.charge)
      : params.payment_intent
        ? this.chargeOfIntent(params.payment_intent)
        : undefined
    if (!params.charge && !params.payment_intent) {
      return invalid(
        'One of the following params should be provided for this request: payment_intent or charge.'
      )
    }
    if (!charge) {
      return params.charge
        ? {
            status: 404,
            body: {
              error: {
                type: 'invalid_request_error',
                code: 'resource_missing',
                message: `No such charge: '${params.charge}'`,
                param: 'charge',
              },
            },
          }
        : invalid(
            'This PaymentIntent does not have a successful charge to refund.',
            undefined,
            'payment_intent'
          )
    }
    const dispute = [...this.disputes.values()].find((found) => found.charge === charge.id)
    if (dispute && !['won', 'warning_closed'].includes(dispute.status)) {
      return invalid(
        `Charge ${charge.id} has been charged back; cannot issue a refund.`,
        'charge_disputed'
      )
    }
    const left = charge.amount - charge.amount_refunded
    if (left <= 0) {
      return invalid(`Charge ${charge.id} has already been refunded.`, 'charge_already_refunded')
    }
    const amount = params.amount === undefined ? left : Number(params.amount)
    if (!Number.isInteger(amount) || amount <= 0) {
      return invalid('Invalid positive integer', 'parameter_invalid_integer', 'amount')
    }
    if (amount > left) {
      return invalid(
        `Refund amount (${euros(amount)}) is greater than unrefunded amount on charge (${euros(left)})`,
        'amount_too_large',
        'amount'
      )
    }
    return { status: 200, body: this.refund(charge, amount, params.reason ?? null) }
  }

  /** A refund made (the API above, or the Dashboard: tests call it directly). */
  refund(charge: Charge, amount: number, reason: string | null = null) {
    charge.amount_refunded += amount
    charge.refunded = charge.amount_refunded === charge.amount
    const refund: Refund = {
      id: id('re'),
      object: 'refund',
      amount,
      charge: charge.id,
      payment_intent: charge.payment_intent,
      currency: charge.currency,
      status: 'succeeded',
      reason,
      metadata: {},
      created: now(),
    }
    this.refunds.set(refund.id, refund)
    return refund
  }

  retrieve(chargeId: string): FakeReply {
    const charge = this.charges.get(chargeId)
    if (charge) return { status: 200, body: charge }
    return {
      status: 404,
      body: {
        error: {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: `No such charge: '${chargeId}'`,
          param: 'id',
        },
      },
    }
  }

  /** The cardholder's bank opens a dispute (chargeback) of the whole charge. */
  openDispute(charge: Charge, reason = 'fraudulent') {
    const dispute: Dispute = {
      id: id('dp'),
      object: 'dispute',
      amount: charge.amount,
      charge: charge.id,
      payment_intent: charge.payment_intent,
      currency: charge.currency,
      reason,
      status: 'needs_response',
      created: now(),
      livemode: false,
    }
    charge.disputed = true
    this.disputes.set(dispute.id, dispute)
    return dispute
  }

  closeDispute(disputeId: string, status: 'won' | 'lost' | 'warning_closed') {
    const dispute = this.disputes.get(disputeId)
    if (!dispute) throw new Error(`no dispute ${disputeId}`)
    dispute.status = status
    return dispute
  }
}
