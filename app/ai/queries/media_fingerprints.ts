import sharp from 'sharp'
import phash from 'sharp-phash'
import { INNER_FRAMES, videoFrames } from '#ai/services/age/video_frames'
import { UnreadableMediaError } from '#ai/exceptions/unreadable_media_error'

/** A DCT pHash of 64 bits: a re-encoded, resized or slightly cropped copy keeps nearly the same bits. */

export const COPY_DISTANCE = 10

/** Decoded pixels allowed (a small file can declare a huge canvas). */
const MAX_PIXELS = 40_000_000
/** Larger pictures are reduced to this side first (time); smaller reductions moved the bits more. */
const HASH_SIDE = 1024
const FINGERPRINT = /^[0-9a-f]{16}$/

export const FINGERPRINT_ARRAY_SQL = `ARRAY(SELECT ('x' || hex)::bit(64) FROM unnest(?::text[]) AS hex)`

/**
 * SQL true when the bit(64) `column` is within COPY_DISTANCE of one of `count` fingerprints, bound
 * as hex in that order: one XOR and bit count per row and fingerprint (no index serves a distance).
 */
export function nearAnyFingerprintSql(column: string, count: number) {
  const near = `bit_count(${column} # ('x' || ?)::bit(64)) <= ${COPY_DISTANCE}`
  return `(${Array.from({ length: count }, () => near).join(' OR ')})`
}

export function isFingerprint(value: unknown): value is string {
  return typeof value === 'string' && FINGERPRINT.test(value)
}

/** The fingerprint of one picture; `mirrored` hashes its mirror image (left and right swapped). */
export async function pictureFingerprint(picture: Buffer, options: { mirrored?: boolean } = {}) {
  let bits: string
  try {
    // Orientation applied and transparency on white first: pHash reads the grey values only.
    let pipeline = sharp(picture, { limitInputPixels: MAX_PIXELS }).rotate()
    if (options.mirrored) pipeline = pipeline.flop()
    const { data, info } = await pipeline
      .resize({ width: HASH_SIDE, height: HASH_SIDE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true })
    bits = await phash(data, {
      raw: { width: info.width, height: info.height, channels: info.channels },
    })
  } catch (error) {
    throw new UnreadableMediaError('the picture could not be decoded', { cause: error })
  }
  return BigInt(`0b${bits}`).toString(16).padStart(16, '0')
}

export async function fingerprintFrames(video: Buffer): Promise<Buffer[]> {
  let frames: Buffer[]
  try {
    frames = await videoFrames(video)
  } catch (error) {
    throw new UnreadableMediaError('frames could not be read from the video', { cause: error })
  }
  return [frames[0], frames[1 + INNER_FRAMES.indexOf(0.5)], frames[frames.length - 1]]
}

/** A video is known by its first, middle and last frames. */
export async function fingerprintsOf(media: Buffer, mimeType: string): Promise<string[]> {
  const pictures = mimeType.startsWith('video/') ? await fingerprintFrames(media) : [media]
  const fingerprints: string[] = []
  for (const picture of pictures) fingerprints.push(await pictureFingerprint(picture))
  return fingerprints
}

export function fingerprintDistance(a: string, b: string): number {
  if (!isFingerprint(a) || !isFingerprint(b)) throw new TypeError('not a fingerprint')
  let differing = BigInt(`0x${a}`) ^ BigInt(`0x${b}`)
  let count = 0
  while (differing) {
    differing &= differing - 1n
    count++
  }
  return count
}
