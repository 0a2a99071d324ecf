import db from '@adonisjs/lucid/services/db'
import { clock } from '#core/clock'
import type { Locale } from '#core/i18n/locales'
import { CUSTOM_RESULT_HOURS } from '#studio/actions/purge_custom_results'
import { viewsOf, type StudioRequestData, type StudioRow } from '#studio/queries/studio_requests'
import type { CustomNotice } from '#studio/types/studio'

const CUSTOM_KINDS = ['custom_photo', 'custom_video']
/** More than anyone makes in a day at 500–1,100 points each; the list is not paged. */
const LIST_LIMIT = 100
const NOTICE_LIMIT = 5

/** A custom generation as its owner's list shows it: the request, and when it goes. */
export type OwnCustomGeneration = { view: StudioRequestData; expiresAt: Date; unseen: boolean }

/** What is older than this is gone for the user, whether or not the purge has run yet. */
function cutoff() {
  return new Date(clock.nowMs() - CUSTOM_RESULT_HOURS * 3600_000)
}

export function expiryOf(createdAt: Date | string) {
  return new Date(new Date(createdAt).getTime() + CUSTOM_RESULT_HOURS * 3600_000)
}

/**
 * The user's custom generations of the last 24 hours, newest first: running
 * ones with their stage, finished ones with their result until it expires
 * (purgeCustomResults then deletes them).
 */
export async function ownCustomGenerations(
  userId: number,
  locale: Locale
): Promise<OwnCustomGeneration[]> {
  const rows: (StudioRow & { seen_at: Date | null })[] = await db
    .from('studio_requests')
    .where('user_id', userId)
    .whereIn('kind', CUSTOM_KINDS)
    .where('created_at', '>', cutoff())
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(LIST_LIMIT)
  const views = await viewsOf(rows, locale)
  return rows.map((row, index) => ({
    view: views[index],
    expiresAt: expiryOf(row.created_at),
    unseen: row.seen_at === null && (row.status === 'completed' || row.status === 'failed'),
  }))
}

/**
 * Custom generations that ended (completed or failed) since their owner
 * last looked: the notice every page shows until they are seen.
 */
export async function customNotices(userId: number): Promise<CustomNotice[]> {
  const rows = await db
    .from('studio_requests')
    .where('user_id', userId)
    .whereNull('seen_at')
    .whereIn('kind', CUSTOM_KINDS)
    .whereIn('status', ['completed', 'failed'])
    .where('created_at', '>', cutoff())
    .orderBy('finished_at', 'desc')
    .limit(NOTICE_LIMIT)
    .select('task_id', 'kind', 'status')
  return rows.map((row) => ({
    taskId: row.task_id,
    type: row.kind === 'custom_video' ? 'video' : 'photo',
    status: row.status,
  }))
}
