import env from '#start/env'

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

// Keys are content-addressed, so a URL never changes meaning and may be cached for a year.
export function mediaUrl(key: string) {
  if (key.startsWith('private/')) {
    throw new Error(`mediaUrl: "${key}" is private; use signedMediaUrl`)
  }
  return `${base}/${key}`
}

export const MEDIA_KEY = /^[a-z0-9][a-z0-9_-]*(?:\/[a-z0-9][a-z0-9_.-]*)*$/

export function isMediaKey(key: string) {
  return key.length <= 255 && MEDIA_KEY.test(key) && !key.includes('..')
}
