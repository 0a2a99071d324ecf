import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import drive from '@adonisjs/drive/services/main'
import sharp, { type Sharp } from 'sharp'
import { mediaUrl } from '#core/media/media_url'
import { aiMarkXmp } from '#core/media/ai_marks'

// Keys carry a hash of the source, so a URL never changes content and existing variants are not regenerated.
export const IMAGE_FORMATS = {
  portrait: { widths: [320, 640, 960], ratio: 1.25 },
  banner: { widths: [480, 800, 1200], ratio: 0.625 },
  hero: { widths: [427, 854], ratio: 0.5625 },
} as const
export type ImageFormat = keyof typeof IMAGE_FORMATS

export type ImageSet = {
  src: string
  srcSet: string
  width: number
  height: number
}

export function contentHash(source: string | Uint8Array) {
  return createHash('sha256').update(source).digest('hex').slice(0, 16)
}

export function variantKey(base: string, width: number) {
  return `${base}-${width}.webp`
}

function heightOf(format: ImageFormat, width: number) {
  return Math.round(width * IMAGE_FORMATS[format].ratio)
}

export function imageSet(base: string | null, format: ImageFormat): ImageSet | null {
  if (!base) return null
  const { widths } = IMAGE_FORMATS[format]
  const middle = widths[1]
  return {
    src: mediaUrl(variantKey(base, middle)),
    srcSet: widths.map((width) => `${mediaUrl(variantKey(base, width))} ${width}w`).join(', '),
    width: middle,
    height: heightOf(format, middle),
  }
}

async function missingWidths(base: string, format: ImageFormat) {
  const disk = drive.use()
  const widths: number[] = []
  for (const width of IMAGE_FORMATS[format].widths) {
    if (!(await disk.exists(variantKey(base, width)))) widths.push(width)
  }
  return widths
}

export async function storeImage(options: {
  prefix: string
  format: ImageFormat
  hashSource: string | Uint8Array
  render: () => Promise<Sharp> | Sharp
  aiGenerator?: string
}) {
  const base = `${options.prefix}-${contentHash(options.hashSource)}`
  const widths = await missingWidths(base, options.format)
  if (!widths.length) return base
  // Decode (or rasterise) once at the largest size, then scale down from raw pixels.
  const largest = Math.max(...IMAGE_FORMATS[options.format].widths)
  const rendered = await options.render()
  const { data, info } = await rendered
    .resize(largest, heightOf(options.format, largest), { fit: 'cover', position: 'attention' })
    .raw()
    .toBuffer({ resolveWithObject: true })
  const disk = drive.use()
  const xmp = options.aiGenerator ? aiMarkXmp(options.aiGenerator) : undefined
  for (const width of widths) {
    const variant = sharp(data, { raw: info }).resize(width, heightOf(options.format, width))
    if (xmp) variant.withXmp(xmp)
    const webp = await variant.webp({ quality: 80, effort: 1 }).toBuffer()
    await disk.put(variantKey(base, width), webp)
  }
  return base
}

export function renderSvg(svg: string, intrinsicWidth: number, format: ImageFormat) {
  const largest = Math.max(...IMAGE_FORMATS[format].widths)
  return sharp(Buffer.from(svg), { density: Math.ceil((72 * largest) / intrinsicWidth) })
}

export async function storeImageFile(path: string, prefix: string, format: ImageFormat) {
  const bytes = await readFile(path)
  return storeImage({ prefix, format, hashSource: bytes, render: () => sharp(bytes).rotate() })
}

export async function storeVideo(options: {
  prefix: string
  hashSource: string
  produce: () => Promise<Uint8Array>
}) {
  const key = `${options.prefix}-${contentHash(options.hashSource)}.mp4`
  const disk = drive.use()
  if (!(await disk.exists(key))) await disk.put(key, await options.produce())
  return key
}
