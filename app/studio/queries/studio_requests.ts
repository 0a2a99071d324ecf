import db from '@adonisjs/lucid/services/db'
import type { Locale } from '#core/i18n/locales'
import { modelNames } from '#catalog/services/catalog_directory'
import { privateUrl } from '#studio/services/studio_media'
import type { StudioRequestView, StudioRequestKind } from '#studio/types/studio'

export type StudioRow = {
  id: string | number
  task_id: string
  user_id: string | number
  model_id: string | number | null
  kind: StudioRequestKind
  prompt: string
  status: StudioRequestView['status']
  stage: string
  cost: number
  media_key: string | null
  media_type: string | null
  failure_reason: string | null
  created_at: Date
  finished_at: Date | null
}

const PAGE_SIZE = 60

/** A user's photo or video requests, newest first, as the profile and the API show them. */
export async function ownRequests(
  userId: number,
  kind: 'photo' | 'video',
  locale: Locale,
  page = 1
): Promise<StudioRequestView[]> {
  const rows: StudioRow[] = await db
    .from('studio_requests')
    .where('user_id', userId)
    .where('kind', kind)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset((page - 1) * PAGE_SIZE)
    .limit(PAGE_SIZE)
  const names = await modelNames(
    [...new Set(rows.flatMap((row) => (row.model_id ? [Number(row.model_id)] : [])))],
    locale
  )
  return Promise.all(rows.map((row) => toView(row, names)))
}

/** How many photo and video requests a user has (the profile's tab counts). */
export async function requestCounts(userId: number) {
  const rows = await db
    .from('studio_requests')
    .where('user_id', userId)
    .whereIn('kind', ['photo', 'video'])
    .groupBy('kind')
    .select('kind')
    .count('* as total')
  const count = (kind: string) => Number(rows.find((row) => row.kind === kind)?.total ?? 0)
  return { photos: count('photo'), videos: count('video') }
}

/** One of the user's own requests by its task id (another user's is "not found"). */
export async function ownRequestByTask(userId: number, taskId: string, kinds: StudioRequestKind[]) {
  if (!/^[0-9a-f-]{36}$/i.test(taskId)) return null
  const row: StudioRow | null = await db
    .from('studio_requests')
    .where('user_id', userId)
    .where('task_id', taskId.toLowerCase())
    .whereIn('kind', kinds)
    .first()
  return row
}

export async function viewOf(row: StudioRow, locale: Locale) {
  const names = await modelNames(row.model_id ? [Number(row.model_id)] : [], locale)
  return toView(row, names)
}

async function toView(row: StudioRow, names: Map<number, string>): Promise<StudioRequestView> {
  const createdAt = new Date(row.created_at)
  const extension = row.media_type === 'video/mp4' ? 'mp4' : 'png'
  const prefix = row.kind.endsWith('video') ? 'video' : 'photo'
  const downloadName = `${prefix}-${createdAt.getTime()}.${extension}`
  const mediaPath = row.media_key ? await privateUrl(row.media_key) : null
  return {
    id: Number(row.id),
    taskId: row.task_id,
    kind: row.kind,
    modelId: row.model_id === null ? null : Number(row.model_id),
    modelName: row.model_id === null ? null : (names.get(Number(row.model_id)) ?? null),
    prompt: row.prompt,
    status: row.status,
    stage: row.stage as StudioRequestView['stage'],
    cost: row.cost,
    mediaPath,
    downloadPath: row.media_key ? await privateUrl(row.media_key, downloadName) : null,
    downloadName,
    failureReason: row.failure_reason,
    createdAt: createdAt.toISOString(),
    finishedAt: row.finished_at ? new Date(row.finished_at).toISOString() : null,
    elapsedSeconds: Math.max(
      0,
      Math.round(
        ((row.finished_at ? new Date(row.finished_at) : new Date()).getTime() -
          createdAt.getTime()) /
          1000
      )
    ),
  }
}
