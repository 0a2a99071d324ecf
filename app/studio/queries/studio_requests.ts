import db from '@adonisjs/lucid/services/db'
import type { Locale } from '#core/i18n/locales'
import { modelNames } from '#catalog/queries/model_names'
import type { InferData } from '@adonisjs/core/types/transformers'
import type { StudioRequestKind, StudioStatus } from '#studio/types/studio'
import StudioRequestTransformer from '#studio/transformers/studio_request_transformer'

export type StudioRequestData = InferData<StudioRequestTransformer>

export type StudioRow = {
  id: number
  task_id: string
  user_id: number
  model_id: number | null
  kind: StudioRequestKind
  prompt: string
  status: StudioStatus
  stage: string
  cost: number
  media_key: string | null
  media_type: string | null
  failure_reason: string | null
  withheld_at: Date | null
  removed_at: Date | null
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
): Promise<StudioRequestData[]> {
  const rows: StudioRow[] = await db
    .from('studio_requests')
    .where('user_id', userId)
    .where('kind', kind)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset((page - 1) * PAGE_SIZE)
    .limit(PAGE_SIZE)
  return viewsOf(rows, locale)
}

/** Rows as the API shows them, their models' names looked up in one batch. */
export async function viewsOf(rows: StudioRow[], locale: Locale): Promise<StudioRequestData[]> {
  const names = await modelNames(
    [...new Set(rows.flatMap((row) => (row.model_id ? [row.model_id] : [])))],
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
  const count = (kind: string) => (rows.find((row) => row.kind === kind)?.total ?? 0) as number
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
  const names = await modelNames(row.model_id ? [row.model_id] : [], locale)
  return toView(row, names)
}

/** The transformer's shape, built once per row here: callers get plain data (other modules too). */
function toView(row: StudioRow, names: Map<number, string>): Promise<StudioRequestData> {
  const modelName = row.model_id === null ? null : (names.get(row.model_id) ?? null)
  return new StudioRequestTransformer({ row, modelName }).toObject()
}
