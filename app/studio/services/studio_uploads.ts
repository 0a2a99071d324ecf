import { randomBytes } from 'node:crypto'
import drive from '@adonisjs/drive/services/main'
import { PRIVATE_PREFIX } from '#studio/services/studio_media'

// An adapter (Drive storage), hence services/: where uploads are kept; the use cases that
// forget or purge them are actions/drop_upload and actions/purge_orphan_uploads.

/**
 * A custom generation's source picture, kept only while its job runs: private, under a random key,
 * deleted when the job ends or, if the job is lost, by the sweep.
 */
export function uploadKey(extension: string) {
  return `${PRIVATE_PREFIX}uploads/${randomBytes(18).toString('hex')}.${extension}`
}

export async function storeUpload(key: string, data: Buffer) {
  await drive.use().put(key, data, { visibility: 'private' })
}

export async function readUpload(key: string) {
  const bytes = await drive
    .use()
    .getBytes(key)
    .catch(() => null)
  return bytes ? Buffer.from(bytes) : null
}

export async function removeUpload(key: string | null | undefined) {
  if (key) await drive.use().delete(key)
}
