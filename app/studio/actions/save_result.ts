import db from '@adonisjs/lucid/services/db'
import { advanceRequest, completeRequest } from '#studio/actions/settle_request'
import { extensionOf, removePrivate, resultKey, storePrivate } from '#studio/services/studio_media'
import type { RunningRequest } from '#studio/queries/running_request'

/**
 * Stores a request's result privately, then completes it (captures its
 * points). The key is derived from the request id, so a retried job writes
 * over its own file. When the request ended meanwhile (its deadline, a
 * delete), the user keeps their points and the file goes, unless it is the
 * result another run of this request completed with (two polls racing).
 */
export async function saveResult(request: RunningRequest, data: Buffer, mimeType: string) {
  await advanceRequest(request.id, 'saving')
  const key = resultKey(request.id, request.userId, extensionOf(mimeType))
  await storePrivate(key, data)
  if (await completeRequest(request.id, { key, type: mimeType })) return 'completed' as const
  const row = await db.from('studio_requests').where('id', request.id).select('media_key').first()
  if (row?.media_key !== key) await removePrivate(key)
  return 'settled' as const
}
