import type { Client, OAuthToken } from '@paypal/paypal-server-sdk'
import { GatewayRefusedError, GatewayUnavailableError } from '#payments/services/gateways'

export const TRANSMISSION_HEADERS = {
  transmission_id: 'paypal-transmission-id',
  transmission_time: 'paypal-transmission-time',
  cert_url: 'paypal-cert-url',
  auth_algo: 'paypal-auth-algo',
  transmission_sig: 'paypal-transmission-sig',
} as const

export type TransmissionHeaders = Record<keyof typeof TRANSMISSION_HEADERS, string>

// The SDK has no notifications controller: a fetch to the SDK's host, with the SDK's own token.
export class PayPalWebhookVerifier {
  #token?: OAuthToken
  #pending?: Promise<OAuthToken>

  constructor(
    readonly webhookId: string,
    private client: Client,
    private apiBaseUrl: string
  ) {}

  // `rawEvent` goes back to PayPal byte for byte: re-serialising it could change numbers
  // or key order and fail a genuine delivery.
  async verify(headers: TransmissionHeaders, rawEvent: string): Promise<boolean> {
    const fields = JSON.stringify({ ...headers, webhook_id: this.webhookId })
    const body = `${fields.slice(0, -1)},"webhook_event":${rawEvent}}`
    let response = await this.#post(body, await this.#accessToken())
    if (response.status === 401) {
      // The token expired or was revoked early: one fresh token, once.
      this.#token = undefined
      response = await this.#post(body, await this.#accessToken())
    }
    if (response.status >= 500 || response.status === 429) {
      throw new GatewayUnavailableError(`PayPal answered ${response.status}`)
    }
    const answer = (await response.json().catch(() => null)) as {
      verification_status?: string
      name?: string
    } | null
    if (!response.ok) {
      throw new GatewayRefusedError(
        `PayPal refused the verification: ${answer?.name ?? response.status}`,
        answer?.name
      )
    }
    return answer?.verification_status === 'SUCCESS'
  }

  async #accessToken() {
    this.#pending ??= this.client.clientCredentialsAuthManager
      .updateToken(this.#token)
      .finally(() => (this.#pending = undefined))
    try {
      this.#token = await this.#pending
      return this.#token.accessToken
    } catch (error) {
      throw new GatewayUnavailableError('PayPal gave no access token', { cause: error })
    }
  }

  async #post(body: string, token: string) {
    try {
      return await fetch(new URL('/v1/notifications/verify-webhook-signature', this.apiBaseUrl), {
        method: 'POST',
        headers: { 'authorization': `Bearer ${token}`, 'content-type': 'application/json' },
        body,
        signal: AbortSignal.timeout(15_000),
      })
    } catch (error) {
      throw new GatewayUnavailableError(String(error), { cause: error })
    }
  }
}
