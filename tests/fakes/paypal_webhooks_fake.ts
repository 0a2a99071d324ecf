import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto'
import type { FakeReply } from './http_fake.js'
import type { ErrorReply } from './paypal_refunds_fake.js'

/** A webhook delivery as PayPal POSTs it: the five transmission headers and the raw body. */
export type SignedDelivery = { headers: Record<string, string>; body: string; eventId: string }

const FIELDS = [
  'auth_algo',
  'cert_url',
  'transmission_id',
  'transmission_sig',
  'transmission_time',
  'webhook_id',
  'webhook_event',
] as const

const digest = (event: unknown) => createHash('sha256').update(JSON.stringify(event)).digest('hex')

/**
 * PayPal's side of webhooks: it signs the deliveries it sends
 * (transmission id, time, webhook id and the body's digest, under a key only
 * it holds) and answers POST /v1/notifications/verify-webhook-signature:
 * SUCCESS only for a delivery it signed itself, for that webhook, with the
 * event unchanged; FAILURE for anything else; 400 when a field is missing.
 */
export class PayPalWebhookSigner {
  readonly webhookId = `WH-FAKE-${randomBytes(6).toString('hex').toUpperCase()}`
  /** Transmission ids this PayPal has sent, and how many times each was asked about. */
  readonly issued = new Map<string, { verified: number }>()
  readonly #key = randomBytes(32)

  /** A signed delivery of `eventType` about `resource` (a refund, for the capture events). */
  deliver(
    eventType: string,
    resource: object,
    options: { resourceType?: string; webhookId?: string } = {}
  ): SignedDelivery {
    const eventId = `WH-${randomBytes(8).toString('hex').toUpperCase()}`
    const body = JSON.stringify({
      id: eventId,
      event_version: '1.0',
      create_time: new Date().toISOString(),
      resource_type: options.resourceType ?? 'refund',
      resource_version: '2.0',
      event_type: eventType,
      summary: `${eventType} (fake)`,
      resource,
      links: [
        {
          href: `https://api.sandbox.paypal.com/v1/notifications/webhooks-events/${eventId}`,
          rel: 'self',
          method: 'GET',
        },
      ],
    })
    const transmissionId = randomUUID()
    const time = new Date().toISOString()
    const webhookId = options.webhookId ?? this.webhookId
    this.issued.set(transmissionId, { verified: 0 })
    return {
      eventId,
      body,
      headers: {
        'content-type': 'application/json',
        'paypal-transmission-id': transmissionId,
        'paypal-transmission-time': time,
        'paypal-cert-url': 'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-fake',
        'paypal-auth-algo': 'SHA256withRSA',
        'paypal-transmission-sig': this.#sign(transmissionId, time, webhookId, JSON.parse(body)),
      },
    }
  }

  /** POST /v1/notifications/verify-webhook-signature (behind the bearer token). */
  verify(rawBody: string, error: ErrorReply): FakeReply {
    let request: Record<string, unknown>
    try {
      request = JSON.parse(rawBody || '{}')
    } catch {
      return error(400, 'INVALID_REQUEST', 'MALFORMED_REQUEST_JSON')
    }
    const missing = FIELDS.filter((field) => request[field] === undefined || request[field] === '')
    if (missing.length > 0) return error(400, 'VALIDATION_ERROR', 'MISSING_REQUIRED_PARAMETER')
    const transmissionId = String(request.transmission_id)
    const issued = this.issued.get(transmissionId)
    const expected = this.#sign(
      transmissionId,
      String(request.transmission_time),
      String(request.webhook_id),
      request.webhook_event
    )
    const genuine =
      issued !== undefined &&
      request.transmission_sig === expected &&
      request.webhook_id === this.webhookId &&
      request.auth_algo === 'SHA256withRSA'
    if (issued) issued.verified++
    return { status: 200, body: { verification_status: genuine ? 'SUCCESS' : 'FAILURE' } }
  }

  #sign(transmissionId: string, time: string, webhookId: string, event: unknown) {
    return createHmac('sha256', this.#key)
      .update(`${transmissionId}|${time}|${webhookId}|${digest(event)}`)
      .digest('base64')
  }
}
