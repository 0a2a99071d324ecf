import paymentsConfig from '#config/payments'
import type { CardGateway, PayPalGateway } from '#payments/services/gateways'
import { PayPalSdkGateway } from '#payments/services/paypal_sdk_gateway'
import { createPayPalClient, payPalApiBaseUrl } from '#payments/services/paypal_client'
import { PayPalWebhookVerifier } from '#payments/services/paypal_webhook_verifier'
import { StripeCardGateway } from '#payments/services/stripe_card_gateway'

type Sandbox = { card: CardGateway; paypal: PayPalGateway }

class GatewayRegistry {
  #card?: CardGateway
  #paypal?: PayPalGateway
  #webhookSecret?: string
  #paypalWebhooks?: PayPalWebhookVerifier | null
  #sandbox?: Sandbox

  card(): CardGateway {
    this.#card ??=
      paymentsConfig.cardProvider === 'stripe' ? new StripeCardGateway() : this.#sandboxOf().card
    return this.#card
  }

  paypal(): PayPalGateway {
    this.#paypal ??=
      paymentsConfig.paypalProvider === 'paypal' ? new PayPalSdkGateway() : this.#sandboxOf().paypal
    return this.#paypal
  }

  /** Handed over at boot when a method has no keys (providers/app_provider.ts); never loaded otherwise. */
  useSandbox(sandbox: Sandbox) {
    this.#sandbox = sandbox
  }

  #sandboxOf(): Sandbox {
    if (!this.#sandbox) throw new Error('A payment method without keys, and no sandbox loaded')
    return this.#sandbox
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
