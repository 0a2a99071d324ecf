import { createHmac, timingSafeEqual } from 'node:crypto'
import { appKey } from '#core/runtime/required_settings'
import { clock } from '#core/clock'

// The HMAC covers key, expiry and download name, so a link cannot be bent to another file or name.
export const PRIVATE_PREFIX = 'private/'

// S3 caps presigned URLs at 7 days; the local disk keeps the same limit.
export const MAX_SIGNED_SECONDS = 7 * 24 * 3600

export function isPrivateKey(key: string) {
  return key.startsWith(PRIVATE_PREFIX)
}

export interface SignedParams {
  expires: number
  download?: string
}

function digest(key: string, { expires, download }: SignedParams) {
  return createHmac('sha256', appKey().release())
    .update(`velvet:private-media\n${key}\n${expires}\n${download ?? ''}`)
    .digest('base64url')
}

export function signMediaKey(key: string, params: SignedParams) {
  return digest(key, params)
}

export type SignatureCheck = 'valid' | 'expired' | 'invalid'

export function checkMediaSignature(
  key: string,
  params: { expires?: string; download?: string; signature?: string },
  nowSeconds = Math.floor(clock.nowMs() / 1000)
): SignatureCheck {
  if (!params.signature || !params.expires || !/^\d{1,12}$/.test(params.expires)) return 'invalid'
  const expected = Buffer.from(
    digest(key, { expires: Number(params.expires), download: params.download })
  )
  const given = Buffer.from(params.signature)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid'
  return Number(params.expires) < nowSeconds ? 'expired' : 'valid'
}

export function attachmentDisposition(name: string) {
  const fallback = name.replace(/[^\w .-]/g, '_').replace(/^[ .]+/, '') || 'download'
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`
}
