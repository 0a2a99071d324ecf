import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { captureHold } from '#wallet/actions/capture_hold'
import { releaseHold } from '#wallet/actions/release_hold'
import { FINGERPRINT_ARRAY_SQL } from '#ai/queries/media_fingerprints'
import { clock } from '#core/clock'

/**
 * The two ends of a request, each once: completed (the result is stored, the held points are
 * captured) or failed (the points are released). Only a request still running changes, so a late
 * job, a retried job and the sweep can race without charging or refunding twice.
 */
export async function completeRequest(
  id: number,
  media: { key: string; type: string; fingerprints: string[] }
) {
  const at = clock.now()
  return db.transaction(async (trx) => {
    const updated = await trx.rawQuery(
      `UPDATE studio_requests
       SET status = 'completed', stage = 'saved', media_key = ?, media_type = ?,
           media_fingerprints = ${FINGERPRINT_ARRAY_SQL},
           finished_at = ?::timestamptz, updated_at = ?::timestamptz
       WHERE id = ? AND status IN ('pending', 'processing')
       RETURNING hold_key`,
      [media.key, media.type, media.fingerprints, at, at, id]
    )
    if (!updated.rows.length) return false
    await captureHold(updated.rows[0].hold_key, { client: trx })
    return true
  })
}

/**
 * Returns null when the request had already ended, else the provider task it leaves behind (the
 * caller lets go of it): the statement that moves the row is the one that decides, so a poll
 * completing at the same moment as the deadline, a delete or the sweep ends it once.
 */
export async function failRequest(
  id: number,
  reason: string,
  trx?: TransactionClientContract
): Promise<{ providerTaskId: string | null } | null> {
  if (!trx) return db.transaction((inner) => failRequest(id, reason, inner))
  const at = clock.now()
  const updated = await trx.rawQuery(
    `UPDATE studio_requests
     SET status = 'failed', failure_reason = ?, finished_at = ?::timestamptz, updated_at = ?::timestamptz
     WHERE id = ? AND status IN ('pending', 'processing')
     RETURNING hold_key, provider_task_id`,
    [reason.slice(0, 200), at, at, id]
  )
  if (!updated.rows.length) return null
  await releaseHold(updated.rows[0].hold_key, { client: trx })
  return { providerTaskId: updated.rows[0].provider_task_id ?? null }
}

/**
 * Moves a running request to a visible stage: queued (also at the provider),
 * generating, saving. Only a running request moves; false when it ended.
 */
export async function advanceRequest(
  id: number,
  stage: 'queued' | 'generating' | 'saving',
  providerTaskId?: string
) {
  const result = await db.rawQuery(
    `UPDATE studio_requests
     SET status = 'processing', stage = ?, provider_task_id = COALESCE(?, provider_task_id), updated_at = ?::timestamptz
     WHERE id = ? AND status IN ('pending', 'processing')
     RETURNING id`,
    [stage, (providerTaskId ?? null) as string, clock.now(), id]
  )
  return result.rows.length > 0
}
