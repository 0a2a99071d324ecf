import { createHmac } from 'node:crypto'
import drive from '@adonisjs/drive/services/main'
import { appKey } from '#core/runtime/required_settings'
import { randomUUID } from 'node:crypto'
import { signedMediaUrl } from '#core/media/signed_media'
import { MAX_SIGNED_SECONDS } from '#core/media/media_signature'
import { publicOrigin } from '#core/http/public_url'
import { clock } from '#core/clock'

// An adapter (Drive storage and signed URLs), hence services/: where generated results are kept.

/**
 * Generated results live under `private/` in Drive: the public `/media/*` route never serves that
 * prefix; owners read them through short-lived signed URLs.
 */
export const PRIVATE_PREFIX = 'private/'

/** How long a signed URL handed to the browser stays valid. */
export const SIGNED_URL_SECONDS = 15 * 60

export type MediaExtension = 'png' | 'jpg' | 'webp' | 'mp4'

const EXTENSIONS: Record<string, MediaExtension> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'video/mp4': 'mp4',
}

export function extensionOf(mimeType: string): MediaExtension {
  return EXTENSIONS[mimeType] ?? 'png'
}

export function resultKey(requestId: number, userId: number, extension: MediaExtension) {
  const secret = createHmac('sha256', appKey().release())
    .update(`studio-result:${requestId}`)
    .digest('hex')
    .slice(0, 32)
  return `${PRIVATE_PREFIX}studio/${userId}/${secret}.${extension}`
}

export async function storePrivate(key: string, data: Buffer) {
  await drive.use().put(key, data, { visibility: 'private' })
}

export async function readMedia(key: string) {
  return Buffer.from(await drive.use().getBytes(key))
}

/**
 * Where a result waits while a removal request about it is reviewed: a
 * prefix no signed URL names, so the links already handed out stop at once.
 */
export function withheldKeyOf(key: string) {
  return `${PRIVATE_PREFIX}withheld/${key.slice(PRIVATE_PREFIX.length)}`
}

export async function movePrivate(from: string, to: string) {
  await drive.use().move(from, to, { visibility: 'private' })
}

export async function existsPrivate(key: string) {
  return drive.use().exists(key)
}

export async function removePrivate(key: string | null | undefined) {
  if (key) await drive.use().delete(key)
}

/** A URL the owner's browser can fetch for the next minutes (download name optional). */
export function privateUrl(key: string, downloadName?: string) {
  return signedMediaUrl(key, { expiresInSeconds: SIGNED_URL_SECONDS, downloadName })
}

/**
 * A still a video provider fetches, stored privately under the uploads (the hourly purge removes
 * it: no request names it) and offered through a signed URL that lives until the request's
 * deadline, absolute (the provider is not a browser of this site).
 */
export async function publishProviderInput(data: Buffer, until: Date) {
  const key = `${PRIVATE_PREFIX}uploads/provider-inputs/${randomUUID()}.jpg`
  await drive.use().put(key, data, { visibility: 'private' })
  const seconds = Math.ceil((until.getTime() - clock.nowMs()) / 1000) + 60
  const expiresInSeconds = Math.min(Math.max(seconds, 60), MAX_SIGNED_SECONDS)
  const url = await signedMediaUrl(key, { expiresInSeconds })
  return url.startsWith('/') ? `${publicOrigin()}${url}` : url
}
