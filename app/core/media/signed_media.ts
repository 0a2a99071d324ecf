import drive from '@adonisjs/drive/services/main'
import { FSDriver } from '@adonisjs/drive/drivers/fs'
import {
  MAX_SIGNED_SECONDS,
  attachmentDisposition,
  isPrivateKey,
  signMediaKey,
} from '#core/media/media_signature'
import { isMediaKey } from '#core/media/media_url'
import { clock } from '#core/clock'

// Whoever holds the URL can fetch the file until it expires: hand it only to the owner's page.
// Store such files with visibility 'private': with per-object ACLs the default is public-read.
export async function signedMediaUrl(
  key: string,
  options: { expiresInSeconds: number; downloadName?: string }
): Promise<string> {
  const { expiresInSeconds, downloadName } = options
  if (!isPrivateKey(key) || !isMediaKey(key)) {
    throw new Error(`signedMediaUrl: "${key}" is not a private media key (private/…)`)
  }
  if (
    !Number.isInteger(expiresInSeconds) ||
    expiresInSeconds < 1 ||
    expiresInSeconds > MAX_SIGNED_SECONDS
  ) {
    throw new RangeError(`signedMediaUrl: expiresInSeconds must be 1…${MAX_SIGNED_SECONDS}`)
  }
  const disk = drive.use()
  if (!(disk.driver instanceof FSDriver)) {
    return disk.getSignedUrl(key, {
      expiresIn: `${expiresInSeconds}s`,
      contentDisposition: downloadName ? attachmentDisposition(downloadName) : undefined,
    })
  }
  const expires = Math.floor(clock.nowMs() / 1000) + expiresInSeconds
  const query = new URLSearchParams({ expires: String(expires) })
  if (downloadName) query.set('download', downloadName)
  query.set('signature', signMediaKey(key, { expires, download: downloadName }))
  return `/media/${key}?${query}`
}
