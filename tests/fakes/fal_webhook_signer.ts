import { createHash, generateKeyPairSync, sign, type KeyObject } from 'node:crypto'

/**
 * fal's side of its webhooks, for the fake: an ED25519 key pair whose public
 * half the fake serves as its JWKS, and deliveries signed as fal documents
 * (the request id, user id, Unix timestamp and the hex SHA-256 of the body,
 * joined by newlines; the signature in hex).
 */
export class FalWebhookSigner {
  readonly #privateKey: KeyObject
  readonly jwk: Record<string, string>

  constructor(readonly userId = 'fake-user') {
    const { privateKey, publicKey } = generateKeyPairSync('ed25519')
    this.#privateKey = privateKey
    const { x } = publicKey.export({ format: 'jwk' }) as { x: string }
    this.jwk = { kty: 'OKP', crv: 'Ed25519', x, kid: 'fake-key', use: 'sig', alg: 'EdDSA' }
  }

  /** The headers and body of one delivery about `requestId` (`atSeconds`: its timestamp). */
  delivery(requestId: string, payload: unknown, atSeconds = Math.floor(Date.now() / 1000)) {
    const body = JSON.stringify({
      request_id: requestId,
      gateway_request_id: requestId,
      status: 'OK',
      payload,
    })
    const timestamp = String(atSeconds)
    const digest = createHash('sha256').update(body).digest('hex')
    const message = Buffer.from([requestId, this.userId, timestamp, digest].join('\n'))
    const headers = {
      'content-type': 'application/json',
      'x-fal-webhook-request-id': requestId,
      'x-fal-webhook-user-id': this.userId,
      'x-fal-webhook-timestamp': timestamp,
      'x-fal-webhook-signature': sign(null, message, this.#privateKey).toString('hex'),
    }
    return { headers, body }
  }
}
