import { readdir } from 'node:fs/promises'
import { setTimeout as sleep } from 'node:timers/promises'
import sharp from 'sharp'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import type { ApiClient } from '@japa/api-client'
import queue from '#core/queue/queue'
import { temporaryUploadsDir } from '#core/http/temporary_uploads'
import { fakeClip } from '#tests/fakes/fal_fake'
import { referenceImage } from '#tests/helpers/images'
import { TEST_PASSWORD } from '#tests/helpers/users'
import { requestGeneration } from '#studio/actions/request_generation'
import { failRequest } from '#studio/actions/settle_request'
import { saveResult } from '#studio/actions/save_result'
import { runningRequest } from '#studio/queries/running_request'
import { PICTURE_CONSENT_VERSION, pictureSha256 } from '#studio/rules/picture_consent'
import { call, key } from './studio_helpers.js'
import type User from '#accounts/models/user'

export const CUSTOM_URL = '/api/custom-generation'

/** A JPEG photo, as a phone would send it. */
export async function jpegPhoto() {
  return sharp(await referenceImage(40, 300, 400))
    .jpeg()
    .toBuffer()
}

type CustomFields = {
  image?: Buffer
  filename?: string
  prompt?: string
  type?: string
  clientKey?: string
  /** The picture consent checkbox as the page sends it ticked; null leaves it out. */
  pictureConsent?: string | null
}

/** A multipart custom generation request as `user` (fields left out when undefined). */
export function customRequest(client: ApiClient, user: User | null, fields: CustomFields) {
  let request = call(client, user, 'post', CUSTOM_URL)
  if (fields.image) {
    request = request.file('image', fields.image, { filename: fields.filename ?? 'me.jpg' })
  }
  const sent = { pictureConsent: 'on', ...fields }
  for (const name of ['prompt', 'type', 'clientKey', 'pictureConsent'] as const) {
    const value = sent[name]
    if (value !== undefined && value !== null) request = request.field(name, value)
  }
  return request
}

/** For `group.setup`: the in-process worker runs the group's jobs, and stops after it. */
export async function workerDuringGroup() {
  await queue.work()
  return () => queue.stop()
}

/** Files the body parser or the upload route left in the app's temporary folder. */
export async function temporaryFiles() {
  const names = await readdir(temporaryUploadsDir()).catch(() => [])
  return names.length
}

/** Stored custom uploads (private Drive keys under private/uploads/). */
export async function storedUploads() {
  const listing = await drive
    .use()
    .listAll('private/uploads/', { recursive: true })
    .catch(() => null)
  return listing ? [...listing.objects].length : 0
}

/** How many studio requests `userId` has (a refused one must leave none). */
export async function requestCount(userId: number) {
  const rows = await db.from('studio_requests').where('user_id', userId).count('* as n')
  return Number(rows[0].n)
}

/** The status endpoint, polled until the request ends. */
export async function finalStatus(client: any, user: any, taskId: string) {
  for (let attempt = 1; attempt < 600; attempt++) {
    const response = await call(
      client,
      user,
      'get',
      `${CUSTOM_URL}/video-status/${taskId}?attempt=${attempt}`
    )
    response.assertStatus(200)
    if (response.body().status !== 'processing') return response.body()
    await sleep(100)
  }
  throw new Error('the custom video never settled')
}

/** Session cookie and CSRF token of a signed-in browser, for requests the API client cannot make. */
export async function signedInHeaders(base: string, email: string) {
  const cookies = new Map<string, string>()
  const remember = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';')
      cookies.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1))
    }
  }
  let csrf = ''
  const headers = () => ({
    'accept': 'application/json',
    'cookie': [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    'x-csrf-token': csrf,
  })
  const asked = await fetch(`${base}/csrf-token`)
  remember(asked)
  csrf = ((await asked.json()) as { token: string }).token
  remember(
    await fetch(`${base}/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { ...headers(), 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: TEST_PASSWORD }),
    })
  )
  return headers()
}

/** customOf stores no picture: its attestation names the hash of none. */
const NO_PICTURE = pictureSha256(Buffer.alloc(0))

/** Custom requests made by customOf: those still running are failed by failMade (after each test). */
const made: number[] = []

/** A custom request as the page makes it (its job waits: no worker runs meanwhile). */
export async function customOf(user: User, type: 'photo' | 'video', prompt = `${type} of me`) {
  const accepted = await requestGeneration({
    userId: user.id,
    kind: type === 'video' ? 'custom_video' : 'custom_photo',
    prompt,
    clientKey: key(),
    attestation: { textVersion: PICTURE_CONSENT_VERSION, locale: 'en', pictureSha256: NO_PICTURE },
  })
  made.push(accepted.id)
  return accepted
}

/** A request made elsewhere that failMade must fail too if it still runs. */
export function failLater(id: number) {
  made.push(id)
}

/** Fails what customOf made and is still running (their jobs then find nothing to do). */
export async function failMade() {
  for (const id of made.splice(0)) await failRequest(id, 'cancelled')
}

/** Completes a running request with a stored result, as the worker does. */
export async function complete(id: number, type: 'photo' | 'video') {
  const request = (await runningRequest(id))!
  const data = type === 'video' ? await fakeClip() : await referenceImage(12)
  const outcome = await saveResult(request, data, type === 'video' ? 'video/mp4' : 'image/png')
  if (outcome !== 'completed') throw new Error(`request ${id} not completed: ${outcome}`)
}
