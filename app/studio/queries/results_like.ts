import db from '@adonisjs/lucid/services/db'
import { isFingerprint, nearAnyFingerprintSql } from '#ai/queries/media_fingerprints'

export type ResultLike = {
  requestId: number
  taskId: string
  userId: number
  mediaKey: string
  mediaType: string
}

/**
 * Completed results with a fingerprint within COPY_DISTANCE of any of `fingerprints`
 * (fingerprintsOf of a reported copy), oldest first: the result a copy came from, and the other
 * copies of it. Every completed result with fingerprints is read (docs/benchmarks.md, its time).
 */
export async function resultsLike(fingerprints: string[]): Promise<ResultLike[]> {
  if (!fingerprints.every(isFingerprint)) throw new TypeError('not a fingerprint')
  if (!fingerprints.length) return []
  const result = await db.rawQuery(
    `SELECT id, task_id, user_id, media_key, media_type FROM studio_requests AS request
     WHERE request.status = 'completed' AND request.media_key IS NOT NULL
       AND EXISTS (
         SELECT 1 FROM unnest(request.media_fingerprints) AS stored (fingerprint)
         WHERE ${nearAnyFingerprintSql('stored.fingerprint', fingerprints.length)}
       )
     ORDER BY request.id`,
    fingerprints
  )
  return result.rows.map((row: Record<string, unknown>) => ({
    requestId: row.id as number,
    taskId: String(row.task_id),
    userId: row.user_id as number,
    mediaKey: String(row.media_key),
    mediaType: String(row.media_type),
  }))
}
