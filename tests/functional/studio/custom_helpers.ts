import { readdir } from 'node:fs/promises'
import sharp from 'sharp'
import drive from '@adonisjs/drive/services/main'
import type { ApiClient } from '@japa/api-client'
import { temporaryUploadsDir } from '#core/http/temporary_uploads'
import { referenceImage } from '#tests/helpers/images'
import { call } from './studio_helpers.js'
import type User from '#accounts/models/user'

export const CUSTOM_URL = '/api/custom-generation'

/** A JPEG photo, as a phone would send it. */
export async function jpegPhoto() {
  return sharp(await referenceImage(40, 300, 400))
    .jpeg()
    .toBuffer()
}

/** A multipart custom generation request as `user` (fields left out when undefined). */
export function customRequest(
  client: ApiClient,
  user: User | null,
  fields: { image?: Buffer; filename?: string; prompt?: string; type?: string; clientKey?: string }
) {
  let request = call(client, user, 'post', CUSTOM_URL)
  if (fields.image) {
    request = request.file('image', fields.image, { filename: fields.filename ?? 'me.jpg' })
  }
  for (const name of ['prompt', 'type', 'clientKey'] as const) {
    const value = fields[name]
    if (value !== undefined) request = request.field(name, value)
  }
  return request
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
