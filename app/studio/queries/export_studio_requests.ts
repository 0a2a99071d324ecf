import db from '@adonisjs/lucid/services/db'
import type { PersonalDataOwner } from '#accounts/types/personal_data'
import { privateUrl } from '#studio/services/studio_media'

/**
 * Generated photos and videos in "export my data": every request, with a
 * download link to each result, valid for the link's lifetime (registered
 * in providers/studio_provider.ts; the erasure is actions/delete_request's
 * deleteRequests: running ones cancelled and refunded, rows and files deleted).
 */
export async function exportStudioRequests(owner: PersonalDataOwner) {
  const rows = await db
    .from('studio_requests')
    .where('user_id', owner.id)
    .orderBy('created_at')
    .select(
      'kind',
      'prompt',
      'status',
      'cost',
      'media_key',
      'withheld_at',
      'created_at',
      'finished_at'
    )
  return Promise.all(
    rows.map(async (row) => ({
      kind: row.kind,
      prompt: row.prompt,
      status: row.status,
      cost: row.cost,
      createdAt: new Date(row.created_at).toISOString(),
      finishedAt: row.finished_at ? new Date(row.finished_at).toISOString() : null,
      download: row.media_key && !row.withheld_at ? await privateUrl(row.media_key) : null,
    }))
  )
}
