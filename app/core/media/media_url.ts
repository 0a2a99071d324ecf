import env from '#start/env'

/**
 * Where browsers fetch public media: MEDIA_URL when set (a CDN or the
 * bucket's public address); on S3 without it, the bucket itself — the
 * address Drive's S3 driver gives (`<endpoint>/<bucket>` on S3_ENDPOINT,
 * else AWS's virtual-hosted bucket host); locally, /media.
 */
export interface MediaSettings {
  disk?: string
  mediaUrl?: string
  endpoint?: string
  bucket?: string
  region?: string
  forcePathStyle?: boolean
}

const configured: MediaSettings = {
  disk: env.get('DRIVE_DISK'),
  mediaUrl: env.get('MEDIA_URL'),
  endpoint: env.get('S3_ENDPOINT'),
  bucket: env.get('S3_BUCKET'),
  region: env.get('S3_REGION'),
  forcePathStyle: env.get('S3_FORCE_PATH_STYLE'),
}

export function publicMediaBase(settings: MediaSettings = configured) {
  if (settings.mediaUrl) return settings.mediaUrl.replace(/\/+$/, '')
  if (settings.disk !== 's3') return '/media'
  const bucket = encodeURIComponent(settings.bucket ?? '')
  if (settings.endpoint) return `${new URL(settings.endpoint).origin}/${bucket}`
  return `https://${bucket}.s3.${settings.region ?? 'us-east-1'}.amazonaws.com`
}

/**
 * The origin of S3's presigned URLs (private media), which the page's CSP
 * must allow besides MEDIA_URL's: the endpoint itself with path-style
 * addressing, else the bucket's virtual host. Null on the local disk.
 */
export function signedMediaOrigin(settings: MediaSettings = configured) {
  if (settings.disk !== 's3') return null
  const bucket = settings.bucket ?? ''
  if (!settings.endpoint)
    return `https://${bucket}.s3.${settings.region ?? 'us-east-1'}.amazonaws.com`
  const endpoint = new URL(settings.endpoint)
  return settings.forcePathStyle
    ? endpoint.origin
    : `${endpoint.protocol}//${bucket}.${endpoint.host}`
}

const base = publicMediaBase()

/**
 * Public URL of a stored media key. Keys are content-addressed (they carry
 * a hash of what they hold), so a URL never changes meaning and browsers
 * may cache it for a year. Private keys never get one: they go through
 * signedMediaUrl (app/core/media/signed_media.ts).
 */
export function mediaUrl(key: string) {
  if (key.startsWith('private/')) {
    throw new Error(`mediaUrl: "${key}" is private; use signedMediaUrl`)
  }
  return `${base}/${key}`
}

/** Keys are lower-case paths of safe segments; anything else is never served. */
export const MEDIA_KEY = /^[a-z0-9][a-z0-9_-]*(?:\/[a-z0-9][a-z0-9_.-]*)*$/

export function isMediaKey(key: string) {
  return key.length <= 255 && MEDIA_KEY.test(key) && !key.includes('..')
}
