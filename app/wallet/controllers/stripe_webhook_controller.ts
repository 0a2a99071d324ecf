import type { HttpContext } from '@adonisjs/core/http'
import logger from '@adonisjs/core/services/logger'
import Stripe from 'stripe'
import gateways from '#wallet/services/gateway_registry'
import { intentFromStripe } from '#wallet/services/stripe_card_gateway'
import { creditCardIntent } from '#wallet/actions/credit_card_intent'
import { countWebhook } from '#core/metrics/wallet_metrics'

/**
 * Stripe's signed webhook. The signature is checked on the raw body; a
 * `payment_intent.succeeded` credits through the same exactly-once path as
 * the browser confirm, so whichever arrives first credits and the other
 * finds it done. Answers 2xx for events it has handled or ignores, so
 * Stripe stops retrying; 5xx lets Stripe retry what failed on our side.
 */
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

    if (event.type === 'payment_intent.succeeded') {
      const intent = intentFromStripe(event.data.object as Stripe.PaymentIntent)
      let receipt
      try {
        receipt = await creditCardIntent('stripe', intent)
      } catch (error) {
        const status = (error as { status?: number }).status ?? 500
        logger.error(
          { err: error, intentId: intent.id, eventId: event.id },
          'stripe webhook: credit failed'
        )
        // A mismatch will never succeed on retry; anything else may.
        countWebhook('stripe', event.type, status >= 500 ? 'failed' : 'refused')
        return response.status(status >= 500 ? 500 : 200).send({ received: true, credited: false })
      }
      countWebhook('stripe', event.type, receipt.alreadyCredited ? 'already_credited' : 'credited')
    } else {
      countWebhook('stripe', 'other', 'ignored')
    }
    return { received: true }
  }
}
