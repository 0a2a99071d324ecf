import { randomBytes } from 'node:crypto'
import drive from '@adonisjs/drive/services/main'

/**
 * Generated results live under `private/` in Drive with unguessable keys:
 * the public `/media/*` route never serves that prefix; owners read them
 * through the studio's signed, expiring URLs.
 */
export const PRIVATE_PREFIX = 'private/'

export function privateKey(userId: number, extension: 'png' | 'jpg' | 'webp' | 'mp4') {
  return `${PRIVATE_PREFIX}studio/${userId}/${randomBytes(18).toString('base64url').toLowerCase()}.${extension}`
}

export async function storePrivate(key: string, data: Buffer) {
  await drive.use().put(key, data)
}

export async function removePrivate(key: string | null) {
  if (key) await drive.use().delete(key)
}
