import { randomBytes } from 'node:crypto'
import { HttpFake, type FakeReply, type FakeRequest } from './http_fake.js'

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
 * A loopback stand-in for PayPal's OAuth and Orders v2 endpoints, reached by
 * the real PayPal SDK through PAYPAL_API_BASE_URL. Honours PayPal-Request-Id
 * (same id → same answer) and answers a second capture with 422
 * ORDER_ALREADY_CAPTURED, like PayPal.
 */
export class PayPalFake {
  readonly orders = new Map<string, Order>()
  readonly #byRequestId = new Map<string, FakeReply>()
  readonly http = new HttpFake((request) => this.#route(request))
  readonly clientId = 'fake-client'
  readonly clientSecret = 'fake-secret'
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
    const get = request.path.match(/^\/v2\/checkout\/orders\/(\w+)$/)
    if (request.method === 'GET' && get) {
      const order = this.orders.get(get[1])
      return order
        ? { status: 200, body: order }
        : error(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID')
    }
    return error(404, 'NOT_FOUND')
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
