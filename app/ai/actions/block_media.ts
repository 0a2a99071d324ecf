import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import {
  FINGERPRINT_ARRAY_SQL,
  fingerprintFrames,
  pictureFingerprint,
} from '#ai/queries/media_fingerprints'
import { UnreadableMediaError } from '#ai/exceptions/unreadable_media_error'
import { AgeEstimatorError } from '#ai/services/age/age_port'
import { LocalAgeEstimator } from '#ai/services/age/local_age_estimator'
import { clock } from '#core/clock'

/*
| Removal blocks copies (docs/safety.md, blocking removed media): the fingerprints of removed
| media, and, only with the requester's explicit consent, a descriptor of their face.
*/

export type BlockCopiesInput = { source: string; media: Buffer; mimeType: string }
export type BlockFaceInput = { source: string; picture: Buffer }
export type BlockFaceResult = 'blocked' | 'no_face' | 'several_faces'

/**
 * Blocks copies of `media` (a picture, or a `video/*` by its first, middle and last frames), each
 * also as its mirror image, a flip being the cheapest way past a perceptual hash.
 */
export async function blockCopies(
  input: BlockCopiesInput,
  client: QueryClientContract = db.connection()
): Promise<number> {
  const pictures = input.mimeType.startsWith('video/')
    ? await fingerprintFrames(input.media)
    : [input.media]
  const fingerprints = new Set<string>()
  for (const picture of pictures) {
    fingerprints.add(await pictureFingerprint(picture))
    fingerprints.add(await pictureFingerprint(picture, { mirrored: true }))
  }
  await client.rawQuery(
    `INSERT INTO blocked_media (source, kind, fingerprint, created_at)
     SELECT ?, 'copy', fingerprint, ?::timestamptz FROM unnest(${FINGERPRINT_ARRAY_SQL}) AS fingerprint
     ON CONFLICT (source, fingerprint) WHERE kind = 'copy' DO NOTHING`,
    [input.source, clock.now(), [...fingerprints]]
  )
  return fingerprints.size
}

/**
 * Blocks the face of the one person in `picture` (their consent given): no later upload or result
 * showing it passes. Its descriptor always comes from the local model (Human), whatever
 * AI_AGE_DRIVER says, since the checks compare descriptors of that model. Throws
 * UnreadableMediaError for a picture that cannot be read.
 */
export async function blockFace(
  input: BlockFaceInput,
  client: QueryClientContract = db.connection()
): Promise<BlockFaceResult> {
  let faces
  try {
    ;({ faces } = await new LocalAgeEstimator().estimate(input.picture))
  } catch (error) {
    if (error instanceof AgeEstimatorError && error.kind === 'unreadable') {
      throw new UnreadableMediaError(error.message, { cause: error })
    }
    throw error
  }
  if (faces.length === 0) return 'no_face'
  if (faces.length > 1) return 'several_faces'
  const descriptor = faces[0].descriptor
  if (!descriptor?.length) throw new Error('the local model gave no face descriptor')
  await client.rawQuery(
    `INSERT INTO blocked_media (source, kind, descriptor, created_at)
     VALUES (?, 'face', ?::real[], ?::timestamptz)`,
    [input.source, descriptor, clock.now()]
  )
  return 'blocked'
}

/** Lifts every block of `source` (a removal withdrawn); returns how many rows went. */
export async function unblockSource(
  source: string,
  client: QueryClientContract = db.connection()
): Promise<number> {
  const result = await client.rawQuery(`DELETE FROM blocked_media WHERE source = ?`, [source])
  return result.rowCount ?? 0
}
