import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { captureHold } from '#ledger/actions/capture_hold'
import { releaseHold } from '#ledger/actions/release_hold'
import { FINGERPRINT_ARRAY_SQL } from '#ai/queries/media_fingerprints'
import { clock } from '#core/clock'

/** Only a running request changes, so a late job, a retried job and the sweep never charge or refund twice. */
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

/** The statement that moves the row decides: a poll and the deadline at the same moment end it once. */
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
