import db from '@adonisjs/lucid/services/db'
import { removePrivate } from '#studio/services/studio_media'
import { purgeOrphanUploads } from '#studio/actions/purge_orphan_uploads'
import { removeUpload } from '#studio/services/studio_uploads'
import { clock } from '#core/clock'

/** Custom results are kept this long, then deleted (the legal text says so). */
export const CUSTOM_RESULT_HOURS = 24

/**
 * Deletes custom generations (their rows, results and any upload left) created more than 24 hours
 * before `now`. Idempotent:
 */
export async function purgeCustomResults(now = clock.now()) {
  const cutoff = new Date(now.getTime() - CUSTOM_RESULT_HOURS * 3600_000)
  const removed = await db.rawQuery(
    `DELETE FROM studio_requests
     WHERE id IN (
       SELECT id FROM studio_requests
       WHERE kind IN ('custom_photo', 'custom_video')
         AND status IN ('completed', 'failed') AND created_at < ?
         AND withheld_at IS NULL
       ORDER BY created_at LIMIT 1000
       FOR UPDATE SKIP LOCKED)
     RETURNING media_key, upload_key`,
    [cutoff.toISOString()]
  )
  for (const row of removed.rows) {
    await removePrivate(row.media_key).catch(() => {})
    await removeUpload(row.upload_key).catch(() => {})
  }
  const orphans = await purgeOrphanUploads(now)
  return { removed: removed.rows.length, orphanUploads: orphans.removed }
}
