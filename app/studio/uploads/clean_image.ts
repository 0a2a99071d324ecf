import { fileTypeFromFile } from 'file-type'
import sharp from 'sharp'
import { StudioError } from '#studio/exceptions/studio_error'

/** At most 10 MB (10,485,760 bytes). */
export const MAX_UPLOAD_BYTES = 10_485_760

/** The formats accepted, judged by their bytes. */
const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif'])

/**
 * A bound on decoded pixels: a small file can declare a huge canvas (a
 * "decompression bomb"); 40 megapixels is far above any phone photo.
 */
const MAX_PIXELS = 40_000_000

/**
 * Turns an uploaded file into clean PNG bytes. The type is read from the file's first bytes
 * (file-type), never from its name or declared type: an SVG (which can carry script) or text is
 * refused.
 */
export async function cleanImage(path: string): Promise<Buffer> {
  const detected = await fileTypeFromFile(path).catch(() => undefined)
  if (!detected || !ACCEPTED.has(detected.mime)) {
    throw new StudioError('studio.custom.errors.invalidType', 415)
  }
  try {
    // rotate() applies the EXIF orientation before the EXIF goes; GIFs keep their first frame.
    return await sharp(path, { limitInputPixels: MAX_PIXELS }).rotate().png().toBuffer()
  } catch {
    throw new StudioError('studio.custom.errors.unreadable', 422)
  }
}
