import sharp from 'sharp'
import {
  ImageProviderError,
  type ImageMimeType,
  type ImageSize,
} from '#ai/services/image/image_port'
import { uploadBox } from '#ai/services/image/openai_image_models'

/** The type of an image from its first bytes (PNG, JPEG or WebP only). */
export function sniffImage(data: Buffer): ImageMimeType | null {
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png'
  if (data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg'
  if (data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP')
    return 'image/webp'
  return null
}

/**
 * A picture as `/images/edits` takes it from any model: a PNG (GPT image models also take WebP and
 * JPEG, a legacy server may take PNG only), turned upright (EXIF orientation), fitted inside the
 * box of the size the request asks for (never enlarged, aspect kept).
 */
export async function uploadable(image: Buffer, model: string, size?: ImageSize) {
  if (!sniffImage(image)) {
    throw new ImageProviderError('bad_input', 'the image is not a PNG, JPEG or WebP')
  }
  try {
    const upright = sharp(image, { limitInputPixels: 40_000_000 }).rotate()
    const { width = 0, height = 0, orientation = 1 } = await upright.metadata()
    // Orientations 5–8 turn the picture a quarter: its sides swap once upright.
    const [wide, tall] = orientation >= 5 ? [height, width] : [width, height]
    if (!wide || !tall) throw new Error('the image has no size')
    const aspect = size ? size.width / size.height : wide / tall
    const box = uploadBox(model, aspect)
    const data = await upright
      .resize({ ...box, fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer()
    return { data, aspect }
  } catch (error) {
    throw new ImageProviderError('bad_input', 'the image could not be read', { cause: error })
  }
}
