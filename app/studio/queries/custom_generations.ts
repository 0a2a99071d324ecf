import db from '@adonisjs/lucid/services/db'
import { clock } from '#core/clock'
import type { Locale } from '#core/i18n/locales'
import { CUSTOM_RESULT_HOURS } from '#studio/actions/purge_custom_results'
import { viewsOf, type StudioRequestData, type StudioRow } from '#studio/queries/studio_requests'
import type { CustomNotice, CustomNotices } from '#studio/types/studio'
import studioConfig from '#config/studio'

const CUSTOM_KINDS = ['custom_photo', 'custom_video']
/** More than anyone makes in a day at 500–1,100 points each; the list is not paged. */
const LIST_LIMIT = 100
const NOTICE_LIMIT = 5

export type OwnCustomGeneration = { view: StudioRequestData; expiresAt: Date; unseen: boolean }

/** What is older than this is gone for the user, whether or not the purge has run yet. */
function cutoff() {
  return new Date(clock.nowMs() - CUSTOM_RESULT_HOURS * 3600_000)
}

export function expiryOf(createdAt: Date | string) {
  return new Date(new Date(createdAt).getTime() + CUSTOM_RESULT_HOURS * 3600_000)
}

/** Finished ones keep their result until it expires (purgeCustomResults then deletes them). */
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

/** One round trip (every page of a signed-in user reads it); no notice is one row of nulls. */
export function customNoticesStatement(userId: number) {
  return {
    sql: `SELECT r.task_id, r.kind, r.status, running.yes AS running
            FROM (SELECT EXISTS (
                    SELECT 1 FROM studio_requests
                     WHERE user_id = :user AND kind IN ('custom_photo', 'custom_video')
                       AND created_at > :cutoff AND status IN ('pending', 'processing')) AS yes
                 ) AS running
            LEFT JOIN LATERAL (
              SELECT task_id, kind, status, finished_at FROM studio_requests
               WHERE user_id = :user AND seen_at IS NULL
                 AND kind IN ('custom_photo', 'custom_video')
                 AND status IN ('completed', 'failed') AND created_at > :cutoff
               ORDER BY finished_at DESC LIMIT :limit
            ) AS r ON true
           ORDER BY r.finished_at DESC`,
    bindings: { user: userId, cutoff: cutoff(), limit: NOTICE_LIMIT },
  }
}

type NoticeRow = {
  task_id: string | null
  kind: string
  status: CustomNotice['status']
  running: boolean
}

export async function customNotices(userId: number): Promise<CustomNotices> {
  const { sql, bindings } = customNoticesStatement(userId)
  const result = await db.rawQuery(sql, bindings)
  const rows: NoticeRow[] = result.rows
  return {
    ended: rows
      .filter((row) => row.task_id !== null)
      .map((row) => ({
        taskId: row.task_id!,
        type: row.kind === 'custom_video' ? 'video' : 'photo',
        status: row.status,
      })),
    running: rows[0].running,
    pollMs: studioConfig.customPoll.progressMs,
  }
}

export const NO_CUSTOM_NOTICES: CustomNotices = {
  ended: [],
  running: false,
  pollMs: studioConfig.customPoll.progressMs,
}
