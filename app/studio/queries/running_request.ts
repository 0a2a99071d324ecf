import db from '@adonisjs/lucid/services/db'
import type { StudioRequestKind, StudioStage } from '#studio/types/studio'

/** A request still running, as its jobs read it. */
export type RunningRequest = {
  id: number
  userId: number
  modelId: number | null
  kind: StudioRequestKind
  prompt: string
  stage: StudioStage
  providerTaskId: string | null
  /** Our key of the video's submit, committed before the provider was called. */
  submitKey: string | null
  deadlineAt: Date
}

/** The request if it still runs (pending or processing); null once it ended or was deleted. */
export async function runningRequest(id: number): Promise<RunningRequest | null> {
  const row = await db
    .from('studio_requests')
    .where('id', id)
    .whereIn('status', ['pending', 'processing'])
    .first()
  if (!row) return null
  return {
    id: row.id,
    userId: row.user_id,
    modelId: row.model_id,
    kind: row.kind,
    prompt: row.prompt,
    stage: row.stage,
    providerTaskId: row.provider_task_id,
    submitKey: row.submit_key ?? null,
    deadlineAt: new Date(row.deadline_at),
  }
}

/** Whether the request's row still exists (a deleted request leaves its provider task behind). */
export async function requestExists(id: number) {
  return Boolean(await db.from('studio_requests').where('id', id).select('id').first())
}
