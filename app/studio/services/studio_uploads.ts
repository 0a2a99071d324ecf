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

/** Far longer than storing an upload and committing its request takes. */
export const ORPHAN_UPLOAD_MINUTES = 60

/**
 * Deletes uploads no request knows, older than an hour: a web process that
 * died between storing a picture and committing its request left it
 * behind, and nobody may keep a user's picture (design.md #10). Younger
 * files are skipped, so a request being committed right now keeps its own.
 */
export async function purgeOrphanUploads(now = new Date()) {
  const disk = drive.use()
  const cutoff = now.getTime() - ORPHAN_UPLOAD_MINUTES * 60_000
  let removed = 0
  let paginationToken: string | undefined
  do {
    const page = await disk.listAll(`${PRIVATE_PREFIX}uploads`, {
      recursive: true,
      paginationToken,
    })
    paginationToken = page.paginationToken
    const files = [...page.objects].filter((object) => object.isFile)
    if (!files.length) continue
    const known = await db
      .from('studio_requests')
      .whereIn(
        'upload_key',
        files.map((file) => file.key)
      )
      .select('upload_key')
    const kept = new Set(known.map((row) => row.upload_key))
    for (const file of files) {
      if (kept.has(file.key)) continue
      const { lastModified } = await file.getMetaData()
      if (lastModified.getTime() > cutoff) continue
      await disk.delete(file.key).catch(() => {})
      removed++
    }
  } while (paginationToken)
  return { removed }
}
