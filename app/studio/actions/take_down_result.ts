import db from '@adonisjs/lucid/services/db'
import { clock } from '#core/clock'
import {
  existsPrivate,
  movePrivate,
  removePrivate,
  withheldKeyOf,
} from '#studio/services/studio_media'

/*
| A removal request's effect on a generated result. Withholding moves the file where no signed link
| reaches it (the links already handed out stop at once) and keeps it for the review; The row
| stays, so its owner sees what happened. Each step is idempotent and survives a crash between the
| row and the file:
*/

export type TakenDownResult = { requestId: number; userId: number; kind: string }

async function completedRow(requestId: number) {
  const row = await db
    .from('studio_requests')
    .where('id', requestId)
    .where('status', 'completed')
    .select('id', 'user_id', 'kind', 'media_key', 'withheld_at', 'removed_at')
    .first()
  return row ?? null
}

const resultOf = (row: { id: number; user_id: number; kind: string }): TakenDownResult => ({
  requestId: row.id,
  userId: row.user_id,
  kind: row.kind,
})

/** Moves the result out of reach until the review; null when there is no result to withhold. */
export async function withholdResult(requestId: number): Promise<TakenDownResult | null> {
  const row = await completedRow(requestId)
  if (!row || row.removed_at || !row.media_key) return null
  const hidden = withheldKeyOf(row.media_key)
  if (await existsPrivate(row.media_key)) await movePrivate(row.media_key, hidden)
  await db
    .from('studio_requests')
    .where('id', requestId)
    .whereNull('withheld_at')
    .update({ withheld_at: clock.now() })
  return resultOf(row)
}

/** The review found nothing to remove: the result is its owner's again. */
export async function releaseResult(requestId: number): Promise<TakenDownResult | null> {
  const row = await completedRow(requestId)
  if (!row || row.removed_at || !row.media_key) return null
  const hidden = withheldKeyOf(row.media_key)
  if (await existsPrivate(hidden)) await movePrivate(hidden, row.media_key)
  await db.from('studio_requests').where('id', requestId).update({ withheld_at: null })
  return resultOf(row)
}

/** Deletes the result's file (wherever it is) and says so on its row; null when already gone. */
export async function removeResult(requestId: number): Promise<TakenDownResult | null> {
  const row = await completedRow(requestId)
  if (!row || row.removed_at || !row.media_key) return null
  // Files first: a crash before the row is written leaves a row a retry finishes.
  await removePrivate(row.media_key)
  await removePrivate(withheldKeyOf(row.media_key))
  await db
    .from('studio_requests')
    .where('id', requestId)
    .update({ removed_at: clock.now(), withheld_at: null, media_key: null })
  return resultOf(row)
}
