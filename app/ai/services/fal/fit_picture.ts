import sharp from 'sharp'
import { TaskProviderError } from '#ai/services/tasks/task_port'

/** What a fal model takes of an input picture (its page's input schema); we resize to fit. */
export type PictureLimits = {
  /** The picture's longest side after our resize, and its shortest allowed side. */
  maxSide: number
  minSide: number
  maxBytes: number
  /** Width / height the model accepts; a picture outside is cropped to the nearest. */
  aspect: [number, number]
}

/**
 * The picture as the model takes it: upright, cropped to its aspect range if outside it, its
 * longest side at most `maxSide` (a short side under `minSide` is enlarged), JPEG under `maxBytes`.
 */
export async function fitPicture(image: Buffer, limits: PictureLimits) {
  const upright = sharp(image).rotate()
  const { width = 1, height = 1 } = await upright.metadata()
  const ratio = Math.min(Math.max(width / height, limits.aspect[0]), limits.aspect[1])
  let w = Math.min(width, Math.round(height * ratio))
  let h = Math.min(height, Math.round(width / ratio))
  const scale =
    Math.min(limits.maxSide / Math.max(w, h), 1) * Math.max(limits.minSide / Math.min(w, h), 1)
  w = Math.round(w * scale)
  h = Math.round(h * scale)
  for (const quality of [90, 80, 65]) {
    const fitted = await sharp(image)
      .rotate()
      .resize(w, h, { fit: 'cover' })
      .jpeg({ quality })
      .toBuffer()
    if (fitted.length <= limits.maxBytes) return fitted
  }
  throw new TaskProviderError('rejected', 'the picture does not fit the model’s size limit', {
    step: 'submit',
  })
}
