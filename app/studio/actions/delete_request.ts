import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { failRequest } from '#studio/actions/settle_request'
import { removePrivate, withheldKeyOf } from '#studio/services/studio_media'
import { removeUpload } from '#studio/services/studio_uploads'
import type { StudioRequestKind } from '#studio/types/studio'

/** Deletes requests of one user and their files. Files go once the deletion commits. */
export async function deleteRequests(
  userId: number,
  filter: { id?: number; kinds?: StudioRequestKind[] },
  trx?: TransactionClientContract
): Promise<number> {
  if (!trx) return db.transaction((inner) => deleteRequests(userId, filter, inner))
  const query = trx.from('studio_requests').where('user_id', userId).forUpdate()
  if (filter.id !== undefined) query.where('id', filter.id)
  if (filter.kinds) query.whereIn('kind', filter.kinds)
  const rows = await query.select('id', 'status', 'media_key', 'upload_key')
  for (const row of rows) {
    if (row.status === 'pending' || row.status === 'processing') {
      await failRequest(row.id, 'cancelled', trx)
    }
  }
  if (!rows.length) return 0
  await trx
    .from('studio_requests')
    .whereIn(
      'id',
      rows.map((row) => row.id)
    )
    .delete()
  trx.after('commit', async () => {
    for (const row of rows) {
      await removePrivate(row.media_key).catch(() => {})
      // A result withheld for review sits elsewhere (take_down_result.ts).
      if (row.media_key) await removePrivate(withheldKeyOf(row.media_key)).catch(() => {})
      await removeUpload(row.upload_key).catch(() => {})
    }
  })
  return rows.length
}

/** The user's own photo or video request; false when it is not theirs (or not that kind). */
export async function deleteOwnRequest(userId: number, id: number, kind: 'photo' | 'video') {
  if (!Number.isSafeInteger(id) || id < 1) return false
  return (await deleteRequests(userId, { id, kinds: [kind] })) > 0
}
