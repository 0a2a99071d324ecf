import type { HttpContext } from '@adonisjs/core/http'
import logger from '@adonisjs/core/services/logger'
import gateways from '#payments/services/gateway_registry'
import { GatewayRefusedError } from '#payments/services/gateways'
import { readPayPalDelivery } from '#payments/services/paypal_webhook_delivery'
import { paypalWebhookEventValidator } from '#payments/validators/paypal_webhook'
import {
  applyPayPalWebhookEvent,
  handlesPayPalEvent,
  type PayPalEventOutcome,
} from '#payments/actions/apply_paypal_webhook_event'
import { PaymentError } from '#payments/exceptions/payment_error'
import { countWebhook } from '#core/metrics/payment_metrics'

// 2xx for what it applied or ignores, 400 for what PayPal did not vouch for, 5xx when
// our side failed so PayPal sends it again (applying twice moves nothing).
export default class PayPalWebhookController {
  async handle({ request, response }: HttpContext) {
    const verifier = gateways.paypalWebhooks()
    if (!verifier?.webhookId) {
      logger.error(
        'paypal webhook: refused, PAYPAL_WEBHOOK_ID is not set (or PayPal is the sandbox)'
      )
      countWebhook('paypal', '-', 'rejected')
      return response.badRequest({ received: false })
    }
    const delivery = readPayPalDelivery(request.headers(), request.raw())
    if (!delivery) {
      countWebhook('paypal', '-', 'rejected')
      return response.badRequest({ received: false })
    }
    const { raw, headers, event: body } = delivery

    let genuine: boolean
    try {
      genuine = await verifier.verify(headers, raw)
    } catch (error) {
      // PayPal refusing the question (bad header values) vouches for nothing; its outage is ours.
      const refusedByPayPal = error instanceof GatewayRefusedError
      logger.warn({ err: error }, 'paypal webhook: verification not answered')
      countWebhook('paypal', '-', refusedByPayPal ? 'bad_signature' : 'failed')
      return response.status(refusedByPayPal ? 400 : 503).send({ received: false })
    }
    if (!genuine) {
      countWebhook('paypal', '-', 'bad_signature')
      return response.badRequest({ received: false })
    }

    if (!handlesPayPalEvent(body.event_type)) {
      countWebhook('paypal', 'other', 'ignored')
      return { received: true }
    }
    const eventType = String(body.event_type)
    const [invalid, event] = await paypalWebhookEventValidator.tryValidate(body)
    let outcome: PayPalEventOutcome['outcome'] | 'failed'
    try {
      if (!event) throw invalid
      const applied = await applyPayPalWebhookEvent(event)
      outcome = applied.outcome
    } catch (error) {
      logger.error({ err: error, eventId: body.id, eventType }, 'paypal webhook: not applied')
      outcome = outcomeOfFailure(error)
    }
    countWebhook('paypal', eventType, outcome)
    if (outcome === 'failed') {
      return response.internalServerError({ received: true, applied: false })
    }
    return { received: true }
  }
}

// A payment not credited yet and our own failures answer 5xx, so PayPal sends it again;
// what can never apply answers 2xx.
function outcomeOfFailure(error: unknown): PayPalEventOutcome['outcome'] | 'failed' {
  if (error instanceof PaymentError) {
    if (error.reason === 'unknown_payment') return 'unknown_payment'
    if (error.reason === 'payment_not_completed') return 'failed'
  }
  const status = (error as { status?: number }).status ?? 500
  return status < 500 ? 'refused' : 'failed'
}
