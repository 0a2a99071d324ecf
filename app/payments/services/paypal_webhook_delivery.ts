import {
  TRANSMISSION_HEADERS,
  type TransmissionHeaders,
} from '#payments/services/paypal_webhook_verifier'

export type PayPalDelivery = {
  raw: string
  event: Record<string, unknown>
  headers: TransmissionHeaders
}

export function readPayPalDelivery(
  all: Record<string, string | string[] | undefined>,
  raw: string | null
): PayPalDelivery | null {
  const headers = {} as TransmissionHeaders
  for (const [field, name] of Object.entries(TRANSMISSION_HEADERS)) {
    const value = all[name]
    if (typeof value !== 'string' || value === '') return null
    headers[field as keyof TransmissionHeaders] = value
  }
  const event = raw ? parseObject(raw) : null
  return raw && event ? { raw, event, headers } : null
}

function parseObject(raw: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(raw)
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null
  } catch {
    return null
  }
}
