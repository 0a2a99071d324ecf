import paymentsConfig from '#config/payments'
import type { CardGateway, PayPalGateway } from '#payments/services/gateways'
import type { PayPalWebhookVerifier } from '#payments/services/paypal_webhook_verifier'
import {
  loadConfiguredGateways,
  type ConfiguredGateways,
} from '#payments/services/configured_gateways'

class GatewayRegistry {
  #card?: CardGateway
  #paypal?: PayPalGateway
  #webhookSecret?: string
  #paypalWebhooks?: PayPalWebhookVerifier | null
  #configured?: ConfiguredGateways

  /** Imports the configured gateways' code, once, at boot (providers/app_provider.ts). */
  async load() {
    this.#configured ??= await loadConfiguredGateways()
  }

  #loaded(): ConfiguredGateways {
    if (!this.#configured) throw new Error('The payment gateways were not loaded at boot')
    return this.#configured
  }

  card(): CardGateway {
    this.#card ??= this.#loaded().card()
    return this.#card
  }

  paypal(): PayPalGateway {
    this.#paypal ??= this.#loaded().paypal()
    return this.#paypal
  }

  stripeWebhookSecret() {
    return this.#webhookSecret ?? paymentsConfig.stripe.webhookSecret
  }

  // None on the sandbox (there is no PayPal to ask): the webhook then refuses every delivery.
  paypalWebhooks(): PayPalWebhookVerifier | null {
    if (this.#paypalWebhooks === undefined) this.#paypalWebhooks = this.#loaded().paypalWebhooks()
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
