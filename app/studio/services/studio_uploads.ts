import { randomBytes } from 'node:crypto'
import drive from '@adonisjs/drive/services/main'
import db from '@adonisjs/lucid/services/db'
import { PRIVATE_PREFIX } from '#studio/services/studio_media'

/**
 * A custom generation's source picture, kept only while its job runs
 * (design.md #10): private, under a random key, deleted when the job ends
 * or, if the job is lost, by the sweep.
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

/** Deletes a request's upload and forgets its key (the job's end, or the sweep). */
export async function dropUpload(requestId: number, key: string) {
  await removeUpload(key)
  await db.from('studio_requests').where('id', requestId).update({ upload_key: null })
}
