import db from '@adonisjs/lucid/services/db'
import { videoPort } from '#ai/services/video/video_service'
import { failRequest } from '#studio/actions/settle_request'
import { clock } from '#core/clock'

export type Expiry = 'expired' | 'settled' | { notYetMs: number }

/**
 * A request's deadline (the `studio.deadline` job, the sweep): if it still
 * runs, it fails as a timeout and its hold is released, in the one guarded
 * statement of failRequest, so a poll completing at the same moment either
 * wins (the user keeps the video and pays) or loses (refunded, its file
 * removed), never both. The provider task is then cancelled (fal's cancel,
 * the local encode stopped): nobody will collect it. A job that fires
 * before the deadline (the database's clock is ahead of the app's) answers
 * how long is left.
 */
export async function expireRequest(id: number): Promise<Expiry> {
  const row = await db
    .from('studio_requests')
    .where('id', id)
    .whereIn('status', ['pending', 'processing'])
    .select('deadline_at')
    .first()
  if (!row) return 'settled'
  const left = new Date(row.deadline_at).getTime() - clock.nowMs()
  if (left > 0) return { notYetMs: left }
  const failed = await failRequest(id, 'timeout')
  if (!failed) return 'settled'
  if (failed.providerTaskId) await videoPort().discard(failed.providerTaskId)
  return 'expired'
}
