import db from '@adonisjs/lucid/services/db'
import { clock } from '#core/clock'

/**
 * The owner has seen how these custom generations ended (the page that followed them, or their
 * notice): they are no longer a notice.
 */
export async function markCustomSeen(userId: number, taskIds: string[]) {
  const ids = [...new Set(taskIds.map((id) => id.toLowerCase()))].filter((id) =>
    /^[0-9a-f-]{36}$/.test(id)
  )
  if (!ids.length) return 0
  const changed = await db
    .from('studio_requests')
    .where('user_id', userId)
    .whereIn('task_id', ids)
    .whereIn('kind', ['custom_photo', 'custom_video'])
    .whereIn('status', ['completed', 'failed'])
    .whereNull('seen_at')
    .update({ seen_at: clock.now() })
    .returning('id')
  return changed.length
}
