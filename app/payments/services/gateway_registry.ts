import paymentsConfig from '#config/payments'
import type { CardGateway, PayPalGateway } from '#payments/services/gateways'
import { PayPalSdkGateway } from '#payments/services/paypal_sdk_gateway'
import { createPayPalClient, payPalApiBaseUrl } from '#payments/services/paypal_client'
import { PayPalWebhookVerifier } from '#payments/services/paypal_webhook_verifier'
import { SandboxCardGateway } from '#payments/sandbox/sandbox_card_gateway'
import { SandboxPayPalGateway } from '#payments/sandbox/sandbox_paypal_gateway'
import { StripeCardGateway } from '#payments/services/stripe_card_gateway'

class GatewayRegistry {
  #card?: CardGateway
  #paypal?: PayPalGateway
  #webhookSecret?: string
  #paypalWebhooks?: PayPalWebhookVerifier | null
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

  stripeWebhookSecret() {
    return this.#webhookSecret ?? paymentsConfig.stripe.webhookSecret
  }

  // None on the sandbox (there is no PayPal to ask): the webhook then refuses every delivery.
  paypalWebhooks(): PayPalWebhookVerifier | null {
    if (this.#paypalWebhooks === undefined) {
      const { webhookId } = paymentsConfig.paypal
      this.#paypalWebhooks =
        paymentsConfig.paypalProvider === 'paypal' && webhookId
          ? new PayPalWebhookVerifier(webhookId, createPayPalClient(), payPalApiBaseUrl())
          : null
    }
    return this.#paypalWebhooks
  }

  use(gateways: {
    card?: CardGateway
    paypal?: PayPalGateway
    stripeWebhookSecret?: string
    paypalWebhooks?: PayPalWebhookVerifier
  }) {
    if (gateways.card) this.#card = gateways.card
    if (gateways.paypal) this.#paypal = gateways.paypal
    if (gateways.stripeWebhookSecret) this.#webhookSecret = gateways.stripeWebhookSecret
    if (gateways.paypalWebhooks) this.#paypalWebhooks = gateways.paypalWebhooks
  }

  reset() {
    this.#card = undefined
    this.#paypal = undefined
    this.#webhookSecret = undefined
    this.#paypalWebhooks = undefined
  }
}

export default new GatewayRegistry()
