import { randomBytes } from 'node:crypto'
import { HttpFake, type FakeReply, type FakeRequest } from './http_fake.js'
import {
  captureView,
  refundCapture,
  reverseCapture,
  type FakeCapture,
  type FakeRefund,
} from './paypal_refunds_fake.js'
import { PayPalWebhookSigner } from './paypal_webhooks_fake.js'

type Order = {
  id: string
  intent: 'CAPTURE'
  status: 'CREATED' | 'APPROVED' | 'COMPLETED'
  purchase_units: any[]
  links: { href: string; rel: string; method: string }[]
  create_time: string
}

const error = (status: number, name: string, issue?: string): FakeReply => ({
  status,
  body: {
    name,
    message: issue ?? name,
    debug_id: randomBytes(6).toString('hex'),
    ...(issue ? { details: [{ issue, description: issue }] } : {}),
  },
})

/**
 * A loopback stand-in for PayPal's OAuth, Orders v2, captures' refunds and
 * webhook verification endpoints, reached by the real PayPal SDK through
 * PAYPAL_API_BASE_URL. Honours PayPal-Request-Id (same id → same answer)
 * and answers a second capture with 422 ORDER_ALREADY_CAPTURED, like PayPal.
 * `webhooks` signs deliveries as PayPal would send them to the app.
 */
export class PayPalFake {
  readonly orders = new Map<string, Order>()
  readonly #byRequestId = new Map<string, FakeReply>()
  readonly http = new HttpFake((request) => this.#route(request))
  readonly clientId = 'fake-client'
  readonly clientSecret = 'fake-secret'
  readonly webhooks = new PayPalWebhookSigner()
  /** false: refunds come without seller_payable_breakdown (the app must add them up itself). */
  refundTotals = true
  #token = `A21AA${randomBytes(10).toString('hex')}`

  async start() {
    await this.http.start()
    return this
  }

  stop() {
    return this.http.stop()
  }

  get url() {
    return this.http.url
  }

  /** The payer approved the order on PayPal's site. */
  approve(id: string) {
    const order = this.orders.get(id)
    if (!order) throw new Error(`no order ${id}`)
    order.status = 'APPROVED'
  }

  setAmount(id: string, value: string) {
    this.orders.get(id)!.purchase_units[0].amount.value = value
  }

  setCurrency(id: string, code: string) {
    this.orders.get(id)!.purchase_units[0].amount.currency_code = code
  }

  /** Whose checkout PayPal says it captured ("<userId>:<packageId>"). */
  setCustomId(id: string, customId: string) {
    this.orders.get(id)!.purchase_units[0].custom_id = customId
  }

  get webhookId() {
    return this.webhooks.webhookId
  }

  /** The capture of an order captured at the fake, and where its refunds are listed. */
  capture(captureId: string) {
    for (const order of this.orders.values()) {
      const payments = order.purchase_units[0].payments
      const capture = payments?.captures?.find((one: FakeCapture) => one.id === captureId)
      if (capture) {
        payments.refunds ??= []
        return { order, capture: capture as FakeCapture, refunds: payments.refunds as FakeRefund[] }
      }
    }
    throw new Error(`no capture ${captureId}`)
  }

  /** The merchant refunds on PayPal's site (not through the API): the refund resource. */
  refundOnPayPal(captureId: string, value?: string) {
    const { capture, refunds } = this.capture(captureId)
    const currency = capture.amount.currency_code
    const body = value ? { amount: { currency_code: currency, value } } : {}
    const reply = refundCapture(capture, refunds, body, error, this.refundTotals)
    if (reply.status !== 201) throw new Error(`refund refused: ${JSON.stringify(reply.body)}`)
    return reply.body as FakeRefund
  }

  /** PayPal reverses the whole payment (e.g. a chargeback it settled): the reversal's resource. */
  reverse(captureId: string) {
    const { capture, refunds } = this.capture(captureId)
    return reverseCapture(capture, refunds)
  }

  #route(request: FakeRequest): FakeReply | Promise<FakeReply> {
    if (request.path === '/v1/oauth2/token') {
      const expected = `Basic ${Buffer.from(`${this.clientId}:${this.clientSecret}`).toString('base64')}`
      if (request.headers.authorization !== expected) return error(401, 'invalid_client')
      return {
        status: 200,
        body: {
          access_token: this.#token,
          token_type: 'Bearer',
          expires_in: 32400,
          scope: 'https://uri.paypal.com/services/payments',
        },
      }
    }
    if (request.headers.authorization !== `Bearer ${this.#token}`)
      return error(401, 'AUTHENTICATION_FAILURE')

    const requestId = request.headers['paypal-request-id']
    const cacheKey =
      typeof requestId === 'string' ? `${request.method} ${request.path} ${requestId}` : null
    if (cacheKey && this.#byRequestId.has(cacheKey)) return this.#byRequestId.get(cacheKey)!
    const reply = this.#dispatch(request)
    // Like PayPal, only successful answers are replayed for a repeated request id.
    if (cacheKey && reply.status < 300) this.#byRequestId.set(cacheKey, reply)
    return reply
  }

  #dispatch(request: FakeRequest): FakeReply {
    if (request.method === 'POST' && request.path === '/v2/checkout/orders') {
      return this.#create(JSON.parse(request.body || '{}'))
    }
    const capture = request.path.match(/^\/v2\/checkout\/orders\/(\w+)\/capture$/)
    if (request.method === 'POST' && capture) return this.#capture(capture[1])
    const refund = request.path.match(/^\/v2\/payments\/captures\/(\w+)\/refund$/)
    if (request.method === 'POST' && refund) return this.#refund(refund[1], request.body)
    const captured = request.path.match(/^\/v2\/payments\/captures\/(\w+)$/)
    if (request.method === 'GET' && captured) {
      const found = this.#find(captured[1])
      return found
        ? { status: 200, body: captureView(found.capture, found.order.id) }
        : error(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID')
    }
    if (
      request.method === 'POST' &&
      request.path === '/v1/notifications/verify-webhook-signature'
    ) {
      return this.webhooks.verify(request.body, error)
    }
    const get = request.path.match(/^\/v2\/checkout\/orders\/(\w+)$/)
    if (request.method === 'GET' && get) {
      const order = this.orders.get(get[1])
      return order
        ? { status: 200, body: order }
        : error(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID')
    }
    return error(404, 'NOT_FOUND')
  }

  #find(captureId: string) {
    try {
      return this.capture(captureId)
    } catch {
      return null
    }
  }

  #refund(captureId: string, rawBody: string): FakeReply {
    const found = this.#find(captureId)
    if (!found) return error(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID')
    let body: any
    try {
      body = JSON.parse(rawBody || '{}')
    } catch {
      return error(400, 'INVALID_REQUEST', 'MALFORMED_REQUEST_JSON')
    }
    return refundCapture(found.capture, found.refunds, body, error, this.refundTotals)
  }

  #create(body: any): FakeReply {
    const unit = body.purchase_units?.[0]
    if (body.intent !== 'CAPTURE' || !unit?.amount?.value || !unit?.amount?.currency_code) {
      return error(422, 'UNPROCESSABLE_ENTITY', 'MISSING_REQUIRED_PARAMETER')
    }
    const id = randomBytes(8).toString('hex').toUpperCase()
    const order: Order = {
      id,
      intent: 'CAPTURE',
      status: 'CREATED',
      purchase_units: [{ ...unit }],
      links: [
        {
          href: `https://www.sandbox.paypal.com/checkoutnow?token=${id}`,
          rel: 'approve',
          method: 'GET',
        },
        {
          href: `https://api.sandbox.paypal.com/v2/checkout/orders/${id}`,
          rel: 'self',
          method: 'GET',
        },
      ],
      create_time: new Date().toISOString(),
    }
    this.orders.set(id, order)
    return { status: 201, body: order }
  }

  #capture(id: string): FakeReply {
    const order = this.orders.get(id)
    if (!order) return error(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID')
    if (order.status === 'COMPLETED')
      return error(422, 'UNPROCESSABLE_ENTITY', 'ORDER_ALREADY_CAPTURED')
    if (order.status !== 'APPROVED') return error(422, 'UNPROCESSABLE_ENTITY', 'ORDER_NOT_APPROVED')
    order.status = 'COMPLETED'
    const unit = order.purchase_units[0]
    unit.payments = {
      captures: [
        {
          id: `CAP${randomBytes(6).toString('hex').toUpperCase()}`,
          status: 'COMPLETED',
          amount: unit.amount,
          custom_id: unit.custom_id,
          final_capture: true,
        },
      ],
    }
    return { status: 201, body: order }
  }
}
