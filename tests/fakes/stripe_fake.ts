import { randomBytes } from 'node:crypto'
import Stripe from 'stripe'
import { HttpFake, type FakeReply, type FakeRequest } from './http_fake.js'
import { StripeCharges } from './stripe_charges.js'

type Intent = {
  id: string
  object: 'payment_intent'
  amount: number
  currency: string
  status: string
  client_secret: string
  metadata: Record<string, string>
  description: string | null
  statement_descriptor_suffix: string | null
  created: number
  livemode: false
  last_payment_error: { code: string; message: string } | null
  latest_charge: string | null
}

/** Stripe's form encoding: a[b]=c → { a: { b: 'c' } } (one level is all we need). */
function parseForm(body: string) {
  const result: Record<string, any> = {}
  for (const [key, value] of new URLSearchParams(body)) {
    const nested = key.match(/^(\w+)\[(\w*)\]$/)
    if (nested) {
      result[nested[1]] ??= nested[2] ? {} : []
      if (nested[2]) result[nested[1]][nested[2]] = value
      else result[nested[1]].push(value)
    } else {
      result[key] = value
    }
  }
  return result
}

const notFound = (id: string): FakeReply => ({
  status: 404,
  body: {
    error: {
      type: 'invalid_request_error',
      code: 'resource_missing',
      message: `No such payment_intent: '${id}'`,
    },
  },
})

/**
 * A loopback stand-in for the Stripe API (the PaymentIntents, refunds and
 * charges endpoints the app uses), spoken to by the real `stripe` SDK.
 * Tests move intents to the states Stripe.js would (succeeded,
 * requires_action, declined), refund and dispute their charges as the
 * Dashboard or the bank would, and sign the events Stripe would send.
 */
export class StripeFake {
  readonly intents = new Map<string, Intent>()
  readonly charges = new StripeCharges()
  readonly #idempotent = new Map<string, { request: string; reply: FakeReply }>()
  readonly http = new HttpFake((request) => this.#route(request))
  readonly secretKey = 'sk_test_fake'
  readonly webhookSecret = 'whsec_test_fake'

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

  requestsTo(method: string, pathPrefix: string) {
    return this.http.requestsTo(method, pathPrefix)
  }

  succeed(id: string) {
    this.#set(id, { status: 'succeeded', last_payment_error: null })
    const intent = this.intents.get(id)!
    intent.latest_charge = this.charges.chargeFor(intent).id
  }

  /** The intent's charge (after succeed). */
  chargeOf(intentId: string) {
    const charge = this.charges.chargeOfIntent(intentId)
    if (!charge) throw new Error(`no charge for ${intentId}`)
    return charge
  }

  /** A refund made on the Dashboard (not through the API): the charge's cumulative moves. */
  refundOnDashboard(intentId: string, amount?: number) {
    const charge = this.chargeOf(intentId)
    return this.charges.refund(charge, amount ?? charge.amount - charge.amount_refunded)
  }

  requireAction(id: string) {
    this.#set(id, { status: 'requires_action' })
  }

  decline(id: string) {
    this.#set(id, {
      status: 'requires_payment_method',
      last_payment_error: { code: 'card_declined', message: 'Your card was declined.' },
    })
  }

  /** Tampering on the provider side: the amount no longer matches the package. */
  setAmount(id: string, amount: number) {
    this.#set(id, { amount })
  }

  setCurrency(id: string, currency: string) {
    this.#set(id, { currency })
  }

  setMetadata(id: string, metadata: Record<string, string>) {
    this.#set(id, { metadata })
  }

  /** A signed `payment_intent.succeeded` event, as Stripe would POST it to the webhook. */
  signedEvent(id: string, type = 'payment_intent.succeeded', secret = this.webhookSecret) {
    return this.signedObjectEvent(type, this.intents.get(id), secret)
  }

  /**
   * Any event Stripe would POST (charge.refunded with the charge,
   * charge.dispute.* with the dispute), signed with the webhook secret as
   * Stripe signs it; the object is copied as it is now.
   */
  signedObjectEvent(type: string, object: unknown, secret = this.webhookSecret) {
    const payload = JSON.stringify({
      id: `evt_${randomBytes(8).toString('hex')}`,
      object: 'event',
      type,
      api_version: '2025-01-01',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: { object },
    })
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret })
    return { payload, header }
  }

  #set(id: string, changes: Partial<Intent>) {
    const intent = this.intents.get(id)
    if (!intent) throw new Error(`no intent ${id}`)
    Object.assign(intent, changes)
  }

  #route(request: FakeRequest): FakeReply {
    if (request.headers.authorization !== `Bearer ${this.secretKey}`) {
      return {
        status: 401,
        body: { error: { type: 'invalid_request_error', message: 'Invalid API Key' } },
      }
    }
    // As Stripe: a key replays its first answer, and only for the same request.
    const key = request.headers['idempotency-key']
    const signature = `${request.method} ${request.path} ${request.body}`
    if (request.method === 'POST' && typeof key === 'string' && this.#idempotent.has(key)) {
      const first = this.#idempotent.get(key)!
      if (first.request === signature) return first.reply
      return {
        status: 400,
        body: {
          error: {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
          },
        },
      }
    }
    const reply = this.#dispatch(request)
    if (request.method === 'POST' && typeof key === 'string' && reply.status < 500)
      this.#idempotent.set(key, { request: signature, reply })
    return reply
  }

  #dispatch(request: FakeRequest): FakeReply {
    if (request.method === 'POST' && request.path === '/v1/refunds') {
      return this.charges.create(parseForm(request.body))
    }
    const charge = request.path.match(/^\/v1\/charges\/(\w+)$/)
    if (request.method === 'GET' && charge) return this.charges.retrieve(charge[1])
    const match = request.path.match(/^\/v1\/payment_intents(?:\/([\w]+))?$/)
    if (!match) return { status: 404, body: { error: { message: 'unknown path' } } }
    const id = match[1]
    if (request.method === 'POST' && !id) return this.#create(parseForm(request.body))
    if (request.method === 'GET' && id) {
      const intent = this.intents.get(id)
      return intent ? { status: 200, body: intent } : notFound(id)
    }
    if (request.method === 'GET') {
      const since = Number(request.query.get('created[gte]') ?? 0)
      const data = [...this.intents.values()].filter((intent) => intent.created >= since).reverse()
      return {
        status: 200,
        body: { object: 'list', data, has_more: false, url: '/v1/payment_intents' },
      }
    }
    return { status: 405, body: { error: { message: 'method not allowed' } } }
  }

  #create(params: Record<string, any>): FakeReply {
    const amount = Number(params.amount)
    if (!Number.isInteger(amount) || amount < 50) {
      return {
        status: 400,
        body: {
          error: {
            type: 'invalid_request_error',
            code: 'amount_too_small',
            message: 'Amount must be at least €0.50',
          },
        },
      }
    }
    const id = `pi_${randomBytes(12).toString('hex')}`
    const intent: Intent = {
      id,
      object: 'payment_intent',
      amount,
      currency: String(params.currency),
      status: 'requires_payment_method',
      client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
      metadata: params.metadata ?? {},
      description: params.description ?? null,
      statement_descriptor_suffix: params.statement_descriptor_suffix ?? null,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      last_payment_error: null,
      latest_charge: null,
    }
    this.intents.set(id, intent)
    return { status: 200, body: intent }
  }
}
