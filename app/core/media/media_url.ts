import env from '#start/env'

/**
 * Public URL of a stored media key. Keys are content-addressed (they carry
 * a hash of what they hold), so a URL never changes meaning and browsers
 * may cache it for a year. Local disk: /media/<key>; S3: MEDIA_URL/<key>.
 */
const base = (env.get('MEDIA_URL') ?? '/media').replace(/\/+$/, '')

export function mediaUrl(key: string) {
  return `${base}/${key}`
}

/** Keys are lower-case paths of safe segments; anything else is never served. */
export const MEDIA_KEY = /^[a-z0-9][a-z0-9_-]*(?:\/[a-z0-9][a-z0-9_.-]*)*$/

export function isMediaKey(key: string) {
  return key.length <= 255 && MEDIA_KEY.test(key) && !key.includes('..')
}
