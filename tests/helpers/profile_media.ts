import db from '@adonisjs/lucid/services/db'
import { randomUUID } from 'node:crypto'

/** A photo and a video request on the profile (failed: nothing to poll). */
export async function seedProfileMedia(userId: number, modelId: number) {
  for (const kind of ['photo', 'video']) {
    await db.table('studio_requests').insert({
      task_id: randomUUID(),
      user_id: userId,
      model_id: modelId,
      kind,
      prompt: `At the beach (${kind === 'photo' ? 1 : 2})`,
      status: 'failed',
      stage: 'queued',
      cost: 0,
      client_key: randomUUID(),
      deadline_at: new Date(),
      finished_at: new Date(),
    })
  }
}
