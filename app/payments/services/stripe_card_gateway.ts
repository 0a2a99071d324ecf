import Stripe from 'stripe'
import paymentsConfig from '#config/payments'
import {
  type CardGateway,
  type CardIntent,
  type CardRefundInput,
  type CreateCardIntentInput,
  GatewayRefusedError,
  GatewayUnavailableError,
  type RefundResult,
} from '#payments/services/gateways'
import { intentFromStripe } from '#payments/services/stripe_intents'

export function createStripeClient(
  options: { secretKey?: string; apiBaseUrl?: string } = paymentsConfig.stripe
) {
  const base = options.apiBaseUrl ? new URL(options.apiBaseUrl) : null
  return new Stripe(options.secretKey || 'sk_unset', {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol.replace(':', '') as 'http' | 'https',
        }
      : {}),
  })
}

function translateError(error: unknown): never {
  if (error instanceof Stripe.errors.StripeError) {
    const status = error.statusCode ?? 0
    if (error.type === 'StripeConnectionError' || status >= 500 || status === 429) {
      throw new GatewayUnavailableError(error.message, { cause: error })
    }
    throw new GatewayRefusedError(error.message, error.code)
  }
  throw new GatewayUnavailableError(String(error), { cause: error })
}

export class StripeCardGateway implements CardGateway {
  readonly provider = 'stripe' as const

  constructor(private stripe: Stripe = createStripeClient()) {}

  clientConfig() {
    return { provider: 'stripe' as const, publishableKey: paymentsConfig.stripe.publishableKey }
  }

  async createIntent(input: CreateCardIntentInput) {
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: input.currency,
          allowed_payment_method_types: ['card'],
          description: input.description,
          statement_descriptor_suffix: paymentsConfig.stripe.statementDescriptorSuffix.slice(0, 22),
          metadata: { userId: String(input.userId), packageId: String(input.packageId) },
        },
        { idempotencyKey: input.idempotencyKey }
      )
      return intentFromStripe(intent)
    } catch (error) {
      translateError(error)
    }
  }

  async retrieveIntent(id: string) {
    try {
      return intentFromStripe(await this.stripe.paymentIntents.retrieve(id))
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404)
        return null
      translateError(error)
    }
  }

  async listSucceededSince(since: Date) {
    const found: CardIntent[] = []
    try {
      for await (const intent of this.stripe.paymentIntents.list({
        created: { gte: Math.floor(since.getTime() / 1000) },
        limit: 100,
      })) {
        if (intent.status === 'succeeded') found.push(intentFromStripe(intent))
      }
    } catch (error) {
      translateError(error)
    }
    return found
  }

  // amount_refunded is what is refunded of the payment in all (the dashboard's refunds
  // too), the figure the ledger reverses by.
  async refund(input: CardRefundInput): Promise<RefundResult> {
    let refund: Stripe.Refund
    try {
      refund = await this.stripe.refunds.create(
        {
          payment_intent: input.intentId,
          ...(input.amountCents === undefined ? {} : { amount: input.amountCents }),
        },
        { idempotencyKey: input.idempotencyKey }
      )
    } catch (error) {
      translateError(error)
    }
    const chargeId = typeof refund.charge === 'string' ? refund.charge : refund.charge?.id
    if (!chargeId) throw new GatewayUnavailableError(`Stripe refund ${refund.id} names no charge`)
    try {
      const charge = await this.stripe.charges.retrieve(chargeId)
      return { refundId: refund.id, refundedCents: charge.amount_refunded }
    } catch (error) {
      translateError(error)
    }
  }
}
