import db from '@adonisjs/lucid/services/db'
import { removeUpload } from '#studio/services/studio_uploads'

/** Deletes a request's upload and forgets its key (the job's end, or the sweep). */
export async function dropUpload(requestId: number, key: string) {
  await removeUpload(key)
  await db.from('studio_requests').where('id', requestId).update({ upload_key: null })
}
