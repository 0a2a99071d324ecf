import paymentsConfig from '#config/payments'
import type { CardGateway, PayPalGateway } from '#payments/services/gateways'
import type { PayPalWebhookVerifier } from '#payments/services/paypal_webhook_verifier'

/** How the process makes each gateway paymentsConfig asks for. */
export type ConfiguredGateways = {
  card: () => CardGateway
  paypal: () => PayPalGateway
  /** None on the sandbox (there is no PayPal to ask), nor without PAYPAL_WEBHOOK_ID. */
  paypalWebhooks: () => PayPalWebhookVerifier | null
}

/*
| Imports only what paymentsConfig asks for: a provider's SDK (Stripe's and PayPal's are about
| 600 modules, a second of CPU at every start) when its method has keys, the sandbox when one
| has none. Production refuses the sandbox for a method it offers (providers/app_provider.ts).
*/
export async function loadConfiguredGateways(
  config: Pick<typeof paymentsConfig, 'cardProvider' | 'paypalProvider' | 'paypal'> = paymentsConfig
): Promise<ConfiguredGateways> {
  const { cardProvider, paypalProvider, paypal } = config
  const { sandboxGateways: sandbox = null } =
    cardProvider === 'sandbox' || paypalProvider === 'sandbox'
      ? await import('#payments/sandbox/sandbox_gateways')
      : {}
  const without = (method: string) => () => {
    throw new Error(`The ${method} gateway is neither configured nor on the sandbox`)
  }

  let card: () => CardGateway = sandbox ? () => sandbox.card : without('card')
  if (cardProvider === 'stripe') {
    const { StripeCardGateway } = await import('#payments/services/stripe_card_gateway')
    card = () => new StripeCardGateway()
  }

  let payPal: () => PayPalGateway = sandbox ? () => sandbox.paypal : without('PayPal')
  let paypalWebhooks: () => PayPalWebhookVerifier | null = () => null
  if (paypalProvider === 'paypal') {
    const { PayPalSdkGateway } = await import('#payments/services/paypal_sdk_gateway')
    const { createPayPalClient, payPalApiBaseUrl } =
      await import('#payments/services/paypal_client')
    const { PayPalWebhookVerifier } = await import('#payments/services/paypal_webhook_verifier')
    payPal = () => new PayPalSdkGateway()
    if (paypal.webhookId) {
      const webhookId = paypal.webhookId
      paypalWebhooks = () =>
        new PayPalWebhookVerifier(webhookId, createPayPalClient(), payPalApiBaseUrl())
    }
  }
  return { card, paypal: payPal, paypalWebhooks }
}
