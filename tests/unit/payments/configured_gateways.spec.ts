import { test } from '@japa/runner'
import paymentsConfig from '#config/payments'
import { sandboxGateways } from '#payments/sandbox/sandbox_gateways'
import { loadConfiguredGateways } from '#payments/services/configured_gateways'
import { PayPalSdkGateway } from '#payments/services/paypal_sdk_gateway'
import { PayPalWebhookVerifier } from '#payments/services/paypal_webhook_verifier'
import { StripeCardGateway } from '#payments/services/stripe_card_gateway'

test.group('Payment gateways made from the configuration', () => {
  test('methods with keys get the providers, webhooks verified with PAYPAL_WEBHOOK_ID', async ({
    assert,
  }) => {
    const made = await loadConfiguredGateways({
      cardProvider: 'stripe',
      paypalProvider: 'paypal',
      paypal: { ...paymentsConfig.paypal, webhookId: 'WH-1' },
    })
    assert.instanceOf(made.card(), StripeCardGateway)
    assert.instanceOf(made.paypal(), PayPalSdkGateway)
    assert.instanceOf(made.paypalWebhooks(), PayPalWebhookVerifier)
  })

  test('methods without keys get the sandbox, and no PayPal webhook verifier', async ({
    assert,
  }) => {
    const made = await loadConfiguredGateways({
      cardProvider: 'sandbox',
      paypalProvider: 'sandbox',
      paypal: { ...paymentsConfig.paypal, webhookId: 'WH-1' },
    })
    assert.strictEqual(made.card(), sandboxGateways.card)
    assert.strictEqual(made.paypal(), sandboxGateways.paypal)
    assert.isNull(made.paypalWebhooks())
  })

  test('PayPal with keys but no webhook id: no verifier (its webhook refuses every delivery)', async ({
    assert,
  }) => {
    const made = await loadConfiguredGateways({
      cardProvider: 'sandbox',
      paypalProvider: 'paypal',
      paypal: { ...paymentsConfig.paypal, webhookId: '' },
    })
    assert.instanceOf(made.paypal(), PayPalSdkGateway)
    assert.strictEqual(made.card(), sandboxGateways.card)
    assert.isNull(made.paypalWebhooks())
  })
})
