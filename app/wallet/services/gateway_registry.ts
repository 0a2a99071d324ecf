import paymentsConfig from '#config/payments'
import type { CardGateway, PayPalGateway } from '#wallet/services/gateways'
import { PayPalSdkGateway } from '#wallet/services/paypal_sdk_gateway'
import { SandboxCardGateway } from '#wallet/services/sandbox_card_gateway'
import { SandboxPayPalGateway } from '#wallet/services/sandbox_paypal_gateway'
import { StripeCardGateway } from '#wallet/services/stripe_card_gateway'

/**
 * Which gateway serves each method, from configuration: the real SDKs when
 * keys are set, the sandbox otherwise. Tests may swap them. Adapter
 * selection, hence services/.
 */
class GatewayRegistry {
  #card?: CardGateway
  #paypal?: PayPalGateway
  #webhookSecret?: string
  readonly sandboxCard = new SandboxCardGateway()
  readonly sandboxPayPal = new SandboxPayPalGateway()

  card(): CardGateway {
    this.#card ??=
      paymentsConfig.cardProvider === 'stripe' ? new StripeCardGateway() : this.sandboxCard
    return this.#card
  }

  paypal(): PayPalGateway {
    this.#paypal ??=
      paymentsConfig.paypalProvider === 'paypal' ? new PayPalSdkGateway() : this.sandboxPayPal
    return this.#paypal
  }

  /** The secret Stripe signs webhooks with (STRIPE_WEBHOOK_SECRET). */
  stripeWebhookSecret() {
    return this.#webhookSecret ?? paymentsConfig.stripe.webhookSecret
  }

  /** Tests point a flow at the real SDK against a loopback fake (or back to the default). */
  use(gateways: { card?: CardGateway; paypal?: PayPalGateway; stripeWebhookSecret?: string }) {
    if (gateways.card) this.#card = gateways.card
    if (gateways.paypal) this.#paypal = gateways.paypal
    if (gateways.stripeWebhookSecret) this.#webhookSecret = gateways.stripeWebhookSecret
  }

  reset() {
    this.#card = undefined
    this.#paypal = undefined
    this.#webhookSecret = undefined
  }
}

export default new GatewayRegistry()
