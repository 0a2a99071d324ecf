import db from '@adonisjs/lucid/services/db'
import { readsClient } from '#core/db/replica_reads'
import {
  existsPrivate,
  PRIVATE_PREFIX,
  privateUrl,
  readMedia,
  withheldKeyOf,
} from '#studio/services/studio_media'

/*
| The generated results a removal request can name: by the link of the file
| (a signed URL someone passed on), by the task id of the "report" link under
| a result, or by id (the report's targets), and their bytes for the review.
*/

export type ReportedResult = {
  requestId: number
  taskId: string
  userId: number
  kind: string
  mediaType: string | null
  withheld: boolean
  removed: boolean
}

type Row = {
  id: number
  task_id: string
  user_id: number
  kind: string
  media_type: string | null
  withheld_at: Date | null
  removed_at: Date | null
}

const COLUMNS = ['id', 'task_id', 'user_id', 'kind', 'media_type', 'withheld_at', 'removed_at']

const resultOf = (row: Row): ReportedResult => ({
  requestId: row.id,
  taskId: row.task_id,
  userId: row.user_id,
  kind: row.kind,
  mediaType: row.media_type,
  withheld: row.withheld_at !== null,
  removed: row.removed_at !== null,
})

const completed = () =>
  readsClient().from('studio_requests').where('status', 'completed').select(COLUMNS)

/** The result a link points at (local `/media/private/…` or a bucket's presigned URL). */
export async function resultOfLink(link: string): Promise<ReportedResult | null> {
  let path: string
  try {
    path = decodeURIComponent(new URL(link, 'http://link.invalid').pathname)
  } catch {
    return null
  }
  const at = path.indexOf(`/${PRIVATE_PREFIX}studio/`)
  if (at < 0) return null
  const row: Row | null = await completed()
    .where('media_key', path.slice(at + 1))
    .first()
  return row ? resultOf(row) : null
}

export async function resultOfTask(taskId: string): Promise<ReportedResult | null> {
  if (!/^[0-9a-f-]{36}$/i.test(taskId)) return null
  const row: Row | null = await completed().where('task_id', taskId).first()
  return row ? resultOf(row) : null
}

export async function resultsByIds(ids: number[]): Promise<ReportedResult[]> {
  if (!ids.length) return []
  const rows: Row[] = await completed().whereIn('id', ids).orderBy('id')
  return rows.map(resultOf)
}

/** The result's file (where it is kept, or withheld), or null once it is gone. */
export async function resultMedia(requestId: number) {
  const row = await db
    .from('studio_requests')
    .where('id', requestId)
    .select('media_key', 'media_type')
    .first()
  if (!row?.media_key) return null
  for (const key of [row.media_key, withheldKeyOf(row.media_key)]) {
    if (await existsPrivate(key)) return { data: await readMedia(key), mimeType: row.media_type }
  }
  return null
}

/** A short-lived link for the staff member reviewing a report (the file where it is now). */
export async function reviewLink(requestId: number) {
  const row = await readsClient()
    .from('studio_requests')
    .where('id', requestId)
    .select('media_key')
    .first()
  if (!row?.media_key) return null
  for (const key of [row.media_key, withheldKeyOf(row.media_key)]) {
    if (await existsPrivate(key)) return privateUrl(key)
  }
  return null
}
