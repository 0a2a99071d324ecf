import type { HttpContext } from '@adonisjs/core/http'
import logger from '@adonisjs/core/services/logger'
import Stripe from 'stripe'
import gateways from '#payments/services/gateway_registry'
import {
  applyStripeWebhookEvent,
  handlesStripeEvent,
} from '#payments/actions/apply_stripe_webhook_event'
import { PaymentError } from '#payments/exceptions/payment_error'
import { countWebhook } from '#core/metrics/payment_metrics'

export default class StripeWebhookController {
  async handle({ request, response }: HttpContext) {
    const signature = request.header('stripe-signature')
    const raw = request.raw()
    const secret = gateways.stripeWebhookSecret()
    if (!signature || !raw || !secret) {
      countWebhook('stripe', '-', 'rejected')
      return response.badRequest({ received: false })
    }

    let event: Stripe.Event
    try {
      event = Stripe.webhooks.constructEvent(raw, signature, secret)
    } catch {
      countWebhook('stripe', '-', 'bad_signature')
      return response.badRequest({ received: false })
    }

    const type = handlesStripeEvent(event.type) ? event.type : 'other'
    let outcome: string
    try {
      const applied = await applyStripeWebhookEvent(event)
      outcome = applied.outcome
    } catch (error) {
      logger.error(
        { err: error, eventId: event.id, eventType: event.type },
        'stripe webhook: not applied'
      )
      outcome = outcomeOfFailure(error)
    }
    countWebhook('stripe', type, outcome)
    if (outcome === 'failed')
      return response.internalServerError({ received: true, applied: false })
    return { received: true, applied: outcome !== 'refused' }
  }
}

// Not credited yet or our failure: 5xx, Stripe sends it again. A mismatch or a refused event: 2xx.
function outcomeOfFailure(error: unknown) {
  if (error instanceof PaymentError) {
    if (error.reason === 'unknown_payment') return 'unknown_payment'
    if (error.reason === 'payment_not_completed' && error.status === 409) return 'failed'
  }
  const status = (error as { status?: number }).status ?? 500
  return status < 500 ? 'refused' : 'failed'
}
