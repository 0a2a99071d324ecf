import drive from '@adonisjs/drive/services/main'
import sharp from 'sharp'
import { signedMediaUrl } from '#core/media/signed_media'

const LONGEST_SIDE = 2048
const REVIEW_SECONDS = 15 * 60

// Re-encoded without metadata: a phone's GPS position is the reporter's, not ours to keep.
export async function cleanEvidence(data: Buffer): Promise<Buffer | null> {
  try {
    return await sharp(data, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize({
        width: LONGEST_SIDE,
        height: LONGEST_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 90 })
      .toBuffer()
  } catch {
    return null
  }
}

export const evidenceKeyOf = (reference: string) => `private/takedown/${reference}.jpg`

export async function storeEvidence(key: string, data: Buffer) {
  await drive.use().put(key, data, { visibility: 'private' })
}

export async function readEvidence(key: string) {
  return Buffer.from(await drive.use().getBytes(key))
}

export async function deleteEvidence(key: string) {
  await drive.use().delete(key)
}

export function evidenceUrl(key: string) {
  return signedMediaUrl(key, { expiresInSeconds: REVIEW_SECONDS })
}
