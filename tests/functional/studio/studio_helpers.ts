import { setTimeout as sleep } from 'node:timers/promises'
import db from '@adonisjs/lucid/services/db'
import sharp from 'sharp'
import type { ApiClient } from '@japa/api-client'
import { storeImage } from '#catalog/services/catalog_media'
import { character } from '#tests/functional/engagement/chat_helpers'
import { referenceImage } from '#tests/helpers/images'
import { sessionOf } from '#tests/helpers/users'
import type User from '#accounts/models/user'
import queue from '#core/queue/queue'
import { ImageProviderError, type ImagePort } from '#ai/services/image/image_port'
import { forgetCharacters as forget } from '#tests/functional/engagement/chat_helpers'

export {
  forgetCharacters,
  key,
  openHolds,
  userWith,
} from '#tests/functional/engagement/chat_helpers'

/** A character with a stored main picture (what the studio generates from). */
export async function pictured(values: Record<string, unknown> = {}) {
  const image = await referenceImage(200)
  const base = await storeImage({
    prefix: 'models/studio-test',
    format: 'portrait',
    hashSource: image,
    render: () => sharp(image),
  })
  return character({ mainImageKey: base, ...values })
}

/** A JSON call as `user` (with a CSRF token), or as a visitor. */
export function call(
  client: ApiClient,
  user: User | null,
  method: 'get' | 'post' | 'delete',
  url: string
) {
  const request = client[method](url).header('accept', 'application/json').withCsrfToken()
  return user ? request.withSession(sessionOf(user)) : request
}

export async function requestRow(taskId: string) {
  return db.from('studio_requests').where('task_id', taskId).firstOrFail()
}

/** Waits until a request has ended (the in-process worker runs its job). */
export async function settled(taskId: string, timeoutMs = 20_000) {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    const row = await requestRow(taskId)
    if (row.status === 'completed' || row.status === 'failed') return row
    await sleep(50)
  }
  throw new Error(`request ${taskId} still running after ${timeoutMs} ms`)
}

/** Points entries of a user by kind (to count captures, releases, holds). */
export async function entryKinds(userId: number) {
  const rows = await db.from('ledger_entries').where('user_id', userId).select('kind')
  const counts: Record<string, number> = {}
  for (const row of rows) counts[row.kind] = (counts[row.kind] ?? 0) + 1
  return counts
}

export async function studioCost(kind: 'photo' | 'video') {
  const row = await db.from('action_costs').where('action', kind).first()
  return Number(row.points)
}

/** The JSON body of a request's answer. */
export async function bodyOf(request: PromiseLike<{ body(): any }>) {
  const response = await request
  return response.body()
}

/** The status of a request's answer. */
export async function statusOf(request: PromiseLike<{ status(): number }>) {
  const response = await request
  return response.status()
}

/** A model's photo and video request counters. */
export async function requestCountsOf(modelId: number) {
  const row = await db.from('models').where('id', modelId).firstOrFail()
  return { photos: Number(row.photo_request_count), videos: Number(row.video_request_count) }
}

/** For `group.setup`: the worker runs in this process during the group; its characters go after. */
export async function workDuringGroup() {
  await queue.work()
  return async () => {
    await queue.stop()
    await forget()
  }
}

/** An image port that always fails the way a provider outage does. */
export const brokenImagePort: ImagePort = {
  driver: 'openai',
  isLocal: false,
  generator: 'test outage',
  generate: async () => {
    throw new ImageProviderError('unavailable', 'upstream 503')
  },
  edit: async () => {
    throw new ImageProviderError('unavailable', 'upstream 503')
  },
}
