import { setTimeout as sleep } from 'node:timers/promises'
import db from '@adonisjs/lucid/services/db'
import { FalImageAdapter } from '#ai/services/image/fal_image_adapter'
import { useImagePort } from '#ai/services/image/image_service'
import { requestGeneration } from '#studio/actions/request_generation'
import studioConfig from '#config/studio'
import { clock } from '#core/clock'
import type { FalFake } from '#tests/fakes/fal_fake'
import { key, pictured, userWith } from './studio_helpers.js'

/*
| Photos on fal (AI_IMAGE_DRIVER=fal): the image port pointed at fal's
| loopback fake, the studio's timings restored after each test.
*/

export const PHOTO_MODEL = 'fal-ai/bytedance/seedream/v4/edit'

const original = {
  deadlines: { ...studioConfig.deadlineSeconds },
  poll: { ...studioConfig.videoPoll },
  lastLookRetry: { ...studioConfig.lastLookRetry },
  reconcile: studioConfig.reconcileSeconds,
}

export function useFalPhotos(fake: FalFake, safetyChecker = true) {
  const options = { baseUrl: fake.url, model: PHOTO_MODEL, apiKey: 'fal-test', timeoutMs: 500 }
  useImagePort(new FalImageAdapter({ ...options, jwksUrl: fake.jwksUrl, safetyChecker }))
}

export function restoreStudio() {
  Object.assign(studioConfig.deadlineSeconds, original.deadlines)
  Object.assign(studioConfig.videoPoll, original.poll)
  Object.assign(studioConfig.lastLookRetry, original.lastLookRetry)
  studioConfig.reconcileSeconds = original.reconcile
  clock.reset()
  useImagePort()
}

export async function photoFor(points = 100, kind: 'photo' | 'video' = 'photo') {
  const model = await pictured()
  const user = await userWith(points)
  const accepted = await requestGeneration({
    userId: user.id,
    kind,
    modelId: model.id,
    prompt: 'on the beach at dusk',
    clientKey: key(),
  })
  return { user, accepted }
}

export async function until(check: () => Promise<boolean>, timeoutMs = 30_000) {
  const bound = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > bound) throw new Error('condition not met in time')
    await sleep(50)
  }
}

export async function jobStates(name: 'studio.generate' | 'studio.poll', requestId: number) {
  const result = await db.rawQuery(
    `SELECT state FROM pgboss.job WHERE name = ? AND (data->>'requestId')::bigint = ?`,
    [name, requestId]
  )
  return result.rows.map((row: any) => row.state as string)
}

export async function usageOf(requestId: number) {
  return db
    .from('ai_usage')
    .where({ purpose: 'studio_request', subject_id: requestId })
    .select('port', 'provider', 'model', 'images', 'billable_units', 'inference_seconds')
}
