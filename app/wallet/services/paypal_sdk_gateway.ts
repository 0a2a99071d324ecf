import {
  ApiError,
  CheckoutPaymentIntent,
  Client,
  Environment,
  LogLevel,
  OrderApplicationContextShippingPreference,
  OrderApplicationContextUserAction,
  OrdersController,
  type Order,
} from '@paypal/paypal-server-sdk'
import paymentsConfig from '#config/payments'
import {
  type CreatePayPalOrderInput,
  GatewayRefusedError,
  GatewayUnavailableError,
  type PayPalGateway,
  type PayPalOrder,
  type PayPalOrderStatus,
  toCents,
  toDecimal,
} from '#wallet/services/gateways'

/**
 * The PayPal SDK only knows its two fixed hosts. With PAYPAL_API_BASE_URL
 * set (tests' loopback fake), this axios adapter sends every request to that
 * origin instead, through fetch.
 */
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

export function createPayPalClient(
  options: {
    clientId: string
    clientSecret: string
    environment?: 'sandbox' | 'live'
    apiBaseUrl?: string
  } = paymentsConfig.paypal
) {
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

function toOrder(order: Order): PayPalOrder {
  const unit = order.purchaseUnits?.[0]
  const capture = unit?.payments?.captures?.[0]
  const approval = order.links?.find(
    (link) => link.rel === 'approve' || link.rel === 'payer-action'
  )
  return {
    id: order.id ?? '',
    status: (order.status ?? 'CREATED') as PayPalOrderStatus,
    amountCents: unit?.amount?.value ? toCents(unit.amount.value) : 0,
    currency: (unit?.amount?.currencyCode ?? '').toLowerCase(),
    customId: unit?.customId ?? capture?.customId ?? null,
    captureId: capture?.id ?? null,
    approvalUrl: approval?.href ?? null,
  }
}

function errorName(error: ApiError) {
  const result = error.result as { name?: string; details?: { issue?: string }[] } | undefined
  return result?.details?.[0]?.issue ?? result?.name ?? ''
}

function translateError(error: unknown): never {
  if (error instanceof ApiError) {
    if (error.statusCode >= 500 || error.statusCode === 429) {
      throw new GatewayUnavailableError(`PayPal answered ${error.statusCode}`, { cause: error })
    }
    throw new GatewayRefusedError(`PayPal refused: ${errorName(error)}`, errorName(error))
  }
  throw new GatewayUnavailableError(String(error), { cause: error })
}

export class PayPalSdkGateway implements PayPalGateway {
  readonly provider = 'paypal' as const
  #orders: OrdersController

  constructor(client: Client = createPayPalClient()) {
    this.#orders = new OrdersController(client)
  }

  async createOrder(input: CreatePayPalOrderInput) {
    try {
      const { result } = await this.#orders.createOrder({
        paypalRequestId: input.requestId,
        prefer: 'return=representation',
        body: {
          intent: CheckoutPaymentIntent.Capture,
          purchaseUnits: [
            {
              referenceId: `package-${input.packageId}`,
              description: input.packageName,
              customId: `${input.userId}:${input.packageId}`,
              amount: {
                currencyCode: input.currency.toUpperCase(),
                value: toDecimal(input.amountCents),
              },
            },
          ],
          applicationContext: {
            brandName: 'Velvet',
            locale: input.locale === 'es' ? 'es-ES' : 'en-GB',
            shippingPreference: OrderApplicationContextShippingPreference.NoShipping,
            userAction: OrderApplicationContextUserAction.PayNow,
            returnUrl: input.returnUrl,
            cancelUrl: input.cancelUrl,
          },
        },
      })
      return toOrder(result)
    } catch (error) {
      translateError(error)
    }
  }

  async captureOrder(id: string, requestId: string) {
    try {
      const { result } = await this.#orders.captureOrder({
        id,
        paypalRequestId: requestId,
        prefer: 'return=representation',
      })
      return toOrder(result)
    } catch (error) {
      // A second capture (another tab, a retry) is not a failure: read the order as it is.
      if (error instanceof ApiError && errorName(error) === 'ORDER_ALREADY_CAPTURED') {
        const order = await this.getOrder(id)
        if (order) return order
      }
      translateError(error)
    }
  }

  async getOrder(id: string) {
    try {
      const { result } = await this.#orders.getOrder({ id })
      return toOrder(result)
    } catch (error) {
      if (error instanceof ApiError && error.statusCode === 404) return null
      translateError(error)
    }
  }
}
