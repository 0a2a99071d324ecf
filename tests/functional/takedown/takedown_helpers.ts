import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import type User from '#accounts/models/user'
import { resultKey, storePrivate, privateUrl } from '#studio/services/studio_media'
import sharp from 'sharp'
import { sessionOf } from '#tests/helpers/users'
import { clock } from '#core/clock'
import { FINGERPRINT_ARRAY_SQL, fingerprintsOf } from '#ai/queries/media_fingerprints'

/**
 * A picture no other test stores: noise (its fingerprint is random, so no
 * result another test left behind counts as a copy of it).
 */
export function uniquePicture() {
  return sharp({
    create: {
      width: 320,
      height: 480,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 64 },
    },
  })
    .png()
    .toBuffer()
}

/** A completed photo of `user`, its file stored as the studio stores it: row, key and a signed link. */
export async function storedResult(user: User, kind = 'photo', given?: Buffer) {
  const picture = given ?? (await uniquePicture())
  const now = clock.now()
  const [row] = await db
    .table('studio_requests')
    .insert({
      task_id: randomUUID(),
      user_id: user.id,
      kind,
      prompt: 'on the beach',
      status: 'completed',
      stage: 'saved',
      cost: 0,
      client_key: randomUUID(),
      media_type: 'image/png',
      deadline_at: now,
      finished_at: now,
    })
    .returning(['id', 'task_id'])
  const key = resultKey(Number(row.id), user.id, 'png')
  await storePrivate(key, picture)
  // As save_result stores it: with its fingerprints, so a reported copy finds it.
  await db.rawQuery(
    `UPDATE studio_requests SET media_key = ?, media_fingerprints = ${FINGERPRINT_ARRAY_SQL}
     WHERE id = ?`,
    [key, await fingerprintsOf(picture, 'image/png'), row.id]
  )
  // As a reporter copies it from the browser's address bar: absolute.
  const link = new URL(await privateUrl(key), `http://${process.env.HOST}:${process.env.PORT}`).href
  return { id: Number(row.id), taskId: row.task_id as string, key, picture, link }
}

export type ReportFields = Partial<{
  reason: string
  details: string
  link: string
  task: string
  signature: string
  email: string
  goodFaith: string
  faceConsent: string
}>

export const VALID_REPORT: ReportFields = {
  reason: 'no_consent',
  details: 'This picture shows me and I never agreed to it.',
  signature: 'Ana Pérez',
  email: 'ana@example.com',
  goodFaith: 'on',
}

/** `POST /report` as a JSON client (multipart when a picture goes), signed in as `user` or not. */
export function sendReport(
  client: ApiClient,
  fields: ReportFields,
  options: { picture?: Buffer; user?: User; lang?: string } = {}
) {
  let request = client
    .post('/report')
    .withCsrfToken()
    .header('accept', 'application/json')
    .redirects(0)
  if (options.lang) request = request.withRawCookie('lang', options.lang)
  if (options.user) request = request.withSession(sessionOf(options.user))
  if (options.picture) request = request.file('picture', options.picture, { filename: 'it.png' })
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) request = request.field(name, value)
  }
  return request
}

export async function reportsOf(email: string) {
  return db.from('takedown_reports').where('reporter_email', email).orderBy('id')
}

export async function eventsOf(reportId: number) {
  const rows = await db.from('takedown_events').where('report_id', reportId).orderBy('id')
  return rows.map((row) => row.action as string)
}

export async function studioRow(id: number) {
  return db.from('studio_requests').where('id', id).first()
}

/** What a browser gets for a signed link (the status only). */
export async function fetchStatus(link: string) {
  const response = await fetch(link)
  return response.status
}

/** The status a request (a Japa request, awaited) is answered with. */
export async function statusOf(request: PromiseLike<{ status(): number }>) {
  const response = await request
  return response.status()
}
