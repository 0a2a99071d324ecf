import drive from '@adonisjs/drive/services/main'
import db from '@adonisjs/lucid/services/db'
import { PRIVATE_PREFIX } from '#studio/services/studio_media'
import { clock } from '#core/clock'

/** Far longer than storing an upload and committing its request takes. */
export const ORPHAN_UPLOAD_MINUTES = 60

/**
 * Deletes uploads no request knows, older than an hour: a web process that died between storing a
 * picture and committing its request left it behind, and nobody may keep a user's picture.
 */
export async function purgeOrphanUploads(now = clock.now()) {
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
