import env from '#start/env'
import app from '@adonisjs/core/services/app'

export type PaymentMethod = 'card' | 'paypal'

const methods = (env.get('PAYMENT_METHODS') ?? 'card,paypal')
  .split(',')
  .map((method) => method.trim())
  .filter((method): method is PaymentMethod => method === 'card' || method === 'paypal')

const stripeConfigured = !!env.get('STRIPE_SECRET_KEY') && !!env.get('STRIPE_PUBLISHABLE_KEY')
const paypalConfigured = !!env.get('PAYPAL_CLIENT_ID') && !!env.get('PAYPAL_CLIENT_SECRET')

/*
| A method without keys runs on the sandbox provider (test card numbers, a
| stand-in PayPal approval page). It can never be on in production: the
| app refuses to boot (providers/app_provider.ts checks `sandboxInProduction`).
*/
const paymentsConfig = {
  currency: 'eur',
  methods,
  cardProvider: stripeConfigured ? ('stripe' as const) : ('sandbox' as const),
  paypalProvider: paypalConfigured ? ('paypal' as const) : ('sandbox' as const),
  stripe: {
    secretKey: env.get('STRIPE_SECRET_KEY', ''),
    publishableKey: env.get('STRIPE_PUBLISHABLE_KEY', ''),
    webhookSecret: env.get('STRIPE_WEBHOOK_SECRET', ''),
    /* Appended to the account's descriptor on card statements: discreet by default. */
    statementDescriptorSuffix: env.get('STRIPE_STATEMENT_DESCRIPTOR', 'VLV DIGITAL'),
    apiBaseUrl: env.get('STRIPE_API_BASE_URL'),
  },
  paypal: {
    clientId: env.get('PAYPAL_CLIENT_ID', ''),
    clientSecret: env.get('PAYPAL_CLIENT_SECRET', ''),
    environment: env.get('PAYPAL_ENVIRONMENT', 'sandbox'),
    apiBaseUrl: env.get('PAYPAL_API_BASE_URL'),
    /* The webhook's id at PayPal: without it the PayPal webhook refuses every delivery. */
    webhookId: env.get('PAYPAL_WEBHOOK_ID', ''),
  },
}

export function sandboxInProduction() {
  if (!app.inProduction) return false
  return (
    (methods.includes('card') && paymentsConfig.cardProvider === 'sandbox') ||
    (methods.includes('paypal') && paymentsConfig.paypalProvider === 'sandbox')
  )
}

/**
 * The webhook settings production lacks for the enabled real providers. Without them a
 * refund, chargeback or dispute made at the provider never reaches the ledger (the points
 * stay spendable): the app still starts (the checkout works) but says so at boot.
 */
export function webhooksMissingInProduction() {
  if (!app.inProduction) return []
  const missing: string[] = []
  if (methods.includes('card') && paymentsConfig.cardProvider === 'stripe') {
    if (!paymentsConfig.stripe.webhookSecret) missing.push('STRIPE_WEBHOOK_SECRET')
  }
  if (methods.includes('paypal') && paymentsConfig.paypalProvider === 'paypal') {
    if (!paymentsConfig.paypal.webhookId) missing.push('PAYPAL_WEBHOOK_ID')
  }
  return missing
}

export default paymentsConfig
