import { createHmac } from 'node:crypto'
import drive from '@adonisjs/drive/services/main'
import { appKey } from '#core/runtime/required_settings'
import { randomUUID } from 'node:crypto'
import { signedMediaUrl } from '#core/media/signed_media'
import { MAX_SIGNED_SECONDS } from '#core/media/media_signature'
import { publicOrigin } from '#core/http/public_url'
import { clock } from '#core/clock'

// An adapter (Drive storage and signed URLs), hence services/: where generated results are kept.

/** The public `/media/*` route never serves this prefix: owners read through signed URLs. */
export const PRIVATE_PREFIX = 'private/'

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

/** A prefix no signed URL names: the links already handed out stop at once. */
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

export function privateUrl(key: string, downloadName?: string) {
  return signedMediaUrl(key, { expiresInSeconds: SIGNED_URL_SECONDS, downloadName })
}

/** Absolute and valid until the deadline: the provider is not a browser of this site. */
export async function publishProviderInput(data: Buffer, until: Date) {
  const key = `${PRIVATE_PREFIX}uploads/provider-inputs/${randomUUID()}.jpg`
  await drive.use().put(key, data, { visibility: 'private' })
  const seconds = Math.ceil((until.getTime() - clock.nowMs()) / 1000) + 60
  const expiresInSeconds = Math.min(Math.max(seconds, 60), MAX_SIGNED_SECONDS)
  const url = await signedMediaUrl(key, { expiresInSeconds })
  return url.startsWith('/') ? `${publicOrigin()}${url}` : url
}
