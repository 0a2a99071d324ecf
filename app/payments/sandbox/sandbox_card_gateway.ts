import { randomBytes } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import { clock } from '#core/clock'
import {
  GatewayRefusedError,
  type CardGateway,
  type CardIntent,
  type CardIntentStatus,
  type CardRefundInput,
  type CreateCardIntentInput,
  type RefundResult,
} from '#payments/services/gateways'

export const SANDBOX_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  requiresAction: '4000002760003184',
} as const

type Row = {
  id: string
  client_secret: string
  amount_cents: number
  currency: string
  metadata: Record<string, string>
  status: CardIntentStatus
  last_error_code: string | null
  refunded_cents: number
  created_at: Date
}

const token = (bytes: number) => randomBytes(bytes).toString('hex')

function toIntent(row: Row): CardIntent {
  return {
    id: row.id,
    status: row.status,
    amountCents: row.amount_cents,
    currency: row.currency,
    metadata: row.metadata,
    clientSecret: row.client_secret,
    lastErrorCode: row.last_error_code,
    lastErrorMessage: row.last_error_code,
    createdAt: new Date(row.created_at),
  }
}

export function luhnValid(number: string) {
  let sum = 0
  for (let index = 0; index < number.length; index++) {
    let digit = Number(number[number.length - 1 - index])
    if (index % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return number.length >= 12 && sum % 10 === 0
}

export type SandboxConfirmResult = {
  status: CardIntentStatus
  errorCode:
    'card_declined' | 'incorrect_number' | 'authentication_failed' | 'unexpected_state' | null
}

export class SandboxCardGateway implements CardGateway {
  readonly provider = 'sandbox' as const

  clientConfig() {
    return { provider: 'sandbox' as const }
  }

  async createIntent(input: CreateCardIntentInput) {
    const id = `sbpi_${token(12)}`
    const inserted = await db
      .table('sandbox_card_intents')
      .insert({
        id,
        client_secret: `${id}_secret_${token(12)}`,
        idempotency_key: input.idempotencyKey,
        amount_cents: input.amountCents,
        currency: input.currency,
        metadata: JSON.stringify({
          userId: String(input.userId),
          packageId: String(input.packageId),
        }),
        status: 'requires_payment_method',
        // The reconcile window (listSucceededSince) is read by the app clock.
        created_at: clock.now(),
      })
      .onConflict('idempotency_key')
      .ignore()
      .returning('*')
    const row: Row =
      inserted[0] ??
      (await db
        .from('sandbox_card_intents')
        .where('idempotency_key', input.idempotencyKey)
        .firstOrFail())
    return toIntent(row)
  }

  async retrieveIntent(id: string) {
    const row = await db.from('sandbox_card_intents').where('id', id).first()
    return row ? toIntent(row) : null
  }

  async listSucceededSince(since: Date) {
    const rows: Row[] = await db
      .from('sandbox_card_intents')
      .where('status', 'succeeded')
      .where('created_at', '>=', since)
    return rows.map(toIntent)
  }

  refund(input: CardRefundInput): Promise<RefundResult> {
    return db.transaction(async (trx) => {
      const row: Row | null = await trx
        .from('sandbox_card_intents')
        .where('id', input.intentId)
        .forUpdate()
        .first()
      if (!row) throw new GatewayRefusedError('No such payment_intent', 'resource_missing')
      const replay = await trx
        .from('sandbox_card_refunds')
        .where('idempotency_key', input.idempotencyKey)
        .first()
      if (replay) return { refundId: replay.id, refundedCents: replay.total_refunded_cents }
      if (row.status !== 'succeeded') {
        throw new GatewayRefusedError('The payment has no successful charge', 'charge_not_found')
      }
      const remaining = row.amount_cents - row.refunded_cents
      if (remaining <= 0) {
        throw new GatewayRefusedError(
          'The charge has already been refunded',
          'charge_already_refunded'
        )
      }
      const amount = input.amountCents ?? remaining
      if (!Number.isInteger(amount) || amount <= 0 || amount > remaining) {
        throw new GatewayRefusedError(
          'Refund amount is greater than what is left',
          'amount_too_large'
        )
      }
      const total = row.refunded_cents + amount
      const refundId = `sbre_${token(12)}`
      await trx.table('sandbox_card_refunds').insert({
        id: refundId,
        idempotency_key: input.idempotencyKey,
        intent_id: row.id,
        amount_cents: amount,
        total_refunded_cents: total,
        created_at: clock.now(),
      })
      await trx.from('sandbox_card_intents').where('id', row.id).update({ refunded_cents: total })
      return { refundId, refundedCents: total }
    })
  }

  confirmWithCard(clientSecret: string, cardNumber: string) {
    const number = cardNumber.replace(/\D/g, '')
    return this.#transition(clientSecret, 'requires_payment_method', () => {
      if (!luhnValid(number))
        return { status: 'requires_payment_method', errorCode: 'incorrect_number' }
      if (number === SANDBOX_CARDS.success) return { status: 'succeeded', errorCode: null }
      if (number === SANDBOX_CARDS.requiresAction)
        return { status: 'requires_action', errorCode: null }
      return { status: 'requires_payment_method', errorCode: 'card_declined' }
    })
  }

  authenticate(clientSecret: string, approve: boolean) {
    return this.#transition(clientSecret, 'requires_action', () =>
      approve
        ? { status: 'succeeded', errorCode: null }
        : { status: 'requires_payment_method', errorCode: 'authentication_failed' }
    )
  }

  #transition(
    clientSecret: string,
    from: CardIntentStatus,
    decide: () => SandboxConfirmResult
  ): Promise<SandboxConfirmResult | null> {
    return db.transaction(async (trx) => {
      const row: Row | null = await trx
        .from('sandbox_card_intents')
        .where('client_secret', clientSecret)
        .forUpdate()
        .first()
      if (!row) return null
      if (row.status !== from) return { status: row.status, errorCode: 'unexpected_state' }
      const next = decide()
      await trx
        .from('sandbox_card_intents')
        .where('id', row.id)
        .update({ status: next.status, last_error_code: next.errorCode })
      return next
    })
  }
}
