import { Client, Environment, LogLevel } from '@paypal/paypal-server-sdk'
import paymentsConfig from '#config/payments'

export type PayPalClientOptions = {
  clientId: string
  clientSecret: string
  environment?: 'sandbox' | 'live'
  apiBaseUrl?: string
}

const HOSTS = {
  live: 'https://api-m.paypal.com',
  sandbox: 'https://api-m.sandbox.paypal.com',
}

// The PayPal SDK only knows its two fixed hosts: with PAYPAL_API_BASE_URL set (the
// tests' loopback fake) this adapter sends every request there.
function redirectingAdapter(baseUrl: string) {
  const target = new URL(baseUrl)
  return async (config: any) => {
    const url = new URL(config.url)
    url.protocol = target.protocol
    url.host = target.host
    const headers: Record<string, string> = {}
    const source =
      typeof config.headers?.toJSON === 'function' ? config.headers.toJSON() : config.headers
    for (const [key, value] of Object.entries(source ?? {})) {
      if (value !== undefined && value !== null) headers[key] = String(value)
    }
    if (config.auth) {
      const credentials = `${config.auth.username}:${config.auth.password ?? ''}`
      headers.authorization = `Basic ${Buffer.from(credentials).toString('base64')}`
    }
    const response = await fetch(url, {
      method: String(config.method ?? 'get').toUpperCase(),
      headers,
      body: config.data ?? undefined,
      signal: AbortSignal.timeout(config.timeout || 30_000),
    })
    return {
      data: await response.text(),
      status: response.status,
      statusText: response.statusText,
      headers: Object.fromEntries(response.headers.entries()),
      config,
      request: {},
    }
  }
}

export function createPayPalClient(options: PayPalClientOptions = paymentsConfig.paypal) {
  const { clientId, clientSecret, environment, apiBaseUrl } = options
  return new Client({
    clientCredentialsAuthCredentials: { oAuthClientId: clientId, oAuthClientSecret: clientSecret },
    environment: environment === 'live' ? Environment.Production : Environment.Sandbox,
    timeout: 30_000,
    logging: {
      logLevel: LogLevel.Error,
      logRequest: { logBody: false },
      logResponse: { logBody: false },
    },
    ...(apiBaseUrl
      ? { unstable_httpClientOptions: { adapter: redirectingAdapter(apiBaseUrl) } }
      : {}),
  })
}

export function payPalApiBaseUrl(options: PayPalClientOptions = paymentsConfig.paypal) {
  return options.apiBaseUrl || HOSTS[options.environment === 'live' ? 'live' : 'sandbox']
}
