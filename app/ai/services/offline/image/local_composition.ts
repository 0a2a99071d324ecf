import { createHash } from 'node:crypto'
import sharp, { type OverlayOptions } from 'sharp'
import { ImageProviderError, type ImageSize } from '#ai/services/image/image_port'
import { scenesOf, type Scene } from '#ai/services/offline/image/scene_words'

/* The local demo composer: a new picture made from the character's own images, offline. */

export const MAX_SIDE = 1024
export const DEFAULT_SIZE: ImageSize = { width: 768, height: 1024 }
export const LOCAL_LABEL = 'Demo local · Local demo'

/** Height of the label band for a picture `height` pixels tall. */
export function bandHeight(height: number) {
  return Math.max(24, Math.round(height * 0.06))
}

/** `size` scaled down to fit MAX_SIDE (aspect kept), whole pixels, at least 64. */
export function boundedSize(size: ImageSize = DEFAULT_SIZE): ImageSize {
  const scale = Math.min(1, MAX_SIDE / Math.max(size.width, size.height))
  const side = (value: number) => Math.max(64, Math.min(MAX_SIDE, Math.round(value * scale)))
  return { width: side(size.width), height: side(size.height) }
}

/** Numbers in [0, 1) drawn from a hash of everything the picture depends on. */
function seeded(prompt: string, sources: Buffer[]) {
  const hash = createHash('sha256').update(prompt)
  for (const source of sources) hash.update(createHash('sha256').update(source).digest())
  const bytes = hash.digest()
  return (index: number) => bytes.readUInt16BE((index * 2) % 30) / 65536
}

const escapeXml = (text: string) =>
  text.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]!)

function decorations(scene: Scene | undefined, size: ImageSize, random: (i: number) => number) {
  const { width: w, height: h } = size
  const dots = (count: number, draw: (x: number, y: number, s: number) => string) =>
    Array.from({ length: count }, (_, i) =>
      draw(random(i + 8) * w, random(i + 9) * h * 0.7, 0.5 + random(i + 10))
    ).join('')
  switch (scene?.decoration) {
    case 'stars':
      return dots(14, (x, y, s) => `<circle cx="${x}" cy="${y}" r="${2 * s}" fill="#fff8d0"/>`)
    case 'snow':
      return dots(
        14,
        (x, y, s) => `<circle cx="${x}" cy="${y}" r="${5 * s}" fill="#ffffff" opacity="0.8"/>`
      )
    case 'sun':
      return `<circle cx="${w * (0.15 + 0.7 * random(8))}" cy="${h * 0.15}" r="${w * 0.09}" fill="#fff3b0" opacity="0.9"/>`
    case 'rain':
      return dots(
        14,
        (x, y, s) =>
          `<line x1="${x}" y1="${y}" x2="${x - 8}" y2="${y + 30 * s}" stroke="#dfe8f0" stroke-width="2" opacity="0.6"/>`
      )
    case 'hearts':
      return dots(
        8,
        (x, y, s) =>
          `<text x="${x}" y="${y}" font-size="${28 * s}" fill="#ffc2d4" opacity="0.8">♥</text>`
      )
    case 'leaves':
      return dots(
        10,
        (x, y, s) =>
          `<ellipse cx="${x}" cy="${y}" rx="${14 * s}" ry="${6 * s}" fill="#1f4d2a" opacity="0.7"/>`
      )
    case 'lights':
      return dots(
        12,
        (x, y, s) => `<circle cx="${x}" cy="${y}" r="${9 * s}" fill="#ffe08a" opacity="0.55"/>`
      )
    default:
      return ''
  }
}

function backgroundSvg(scenes: Scene[], size: ImageSize, random: (i: number) => number) {
  const hue = Math.round(random(7) * 360)
  const [top, bottom] = scenes[0]?.sky ?? [
    `hsl(${hue}, 40%, 30%)`,
    `hsl(${(hue + 40) % 360}, 45%, 60%)`,
  ]
  const { width: w, height: h } = size
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/>
    </linearGradient></defs>
    <rect width="${w}" height="${h}" fill="url(#sky)"/>
    ${decorations(scenes[0], size, random)}${decorations(scenes[1], size, (i) => random(i + 3))}
  </svg>`
}

function bandSvg(width: number, height: number) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="${width}" height="${height}" fill="#111111"/>
    <text x="${width / 2}" y="${height * 0.68}" text-anchor="middle" font-family="DejaVu Sans, sans-serif"
      font-size="${Math.round(height * 0.5)}" fill="#ffffff">${escapeXml(LOCAL_LABEL)}</text>
  </svg>`
}

/** The character cropped, posed and recoloured, sized to fit `box`. */
async function subject(source: Buffer, box: ImageSize, random: (i: number) => number) {
  const image = sharp(source, { limitInputPixels: 40_000_000 })
  const { width = 0, height = 0 } = await image.metadata()
  const keep = 0.72 + 0.22 * random(1)
  const crop = {
    width: Math.max(1, Math.floor(width * keep)),
    height: Math.max(1, Math.floor(height * keep)),
  }
  const left = Math.floor((width - crop.width) * random(2))
  // Crops stay in the upper part: faces are rarely at the bottom of a portrait.
  const top = Math.floor((height - crop.height) * random(3) * 0.5)
  let posed = image.extract({ left, top, ...crop })
  if (random(4) < 0.5) posed = posed.flop()
  const layer = await posed
    .modulate({
      brightness: 0.9 + 0.2 * random(5),
      saturation: 0.8 + 0.4 * random(6),
      hue: Math.round(random(11) * 40 - 20),
    })
    .extend({ top: 6, bottom: 6, left: 6, right: 6, background: '#ffffff' })
    .rotate(Math.round(random(12) * 10 - 5), { background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .resize({ width: box.width, height: box.height, fit: 'inside' })
    .png()
    .toBuffer({ resolveWithObject: true })
  return { data: layer.data, width: layer.info.width, height: layer.info.height }
}

/** A new WebP picture of `size` (bounded) from `sources` and `prompt`. */
export async function composeLocally(sources: Buffer[], prompt: string, size?: ImageSize) {
  if (sources.length === 0) throw new ImageProviderError('bad_input', 'no reference image')
  const canvas = boundedSize(size)
  const band = bandHeight(canvas.height)
  const random = seeded(prompt, sources)
  const scenes = scenesOf(prompt)
  const source = sources[Math.floor(random(0) * sources.length)]
  try {
    const box = {
      width: Math.round(canvas.width * 0.82),
      height: Math.round((canvas.height - band) * 0.86),
    }
    const layer = await subject(source, box, random)
    const shift = Math.round((random(13) - 0.5) * canvas.width * 0.12)
    const left = Math.max(
      0,
      Math.min(canvas.width - layer.width, Math.round((canvas.width - layer.width) / 2) + shift)
    )
    const top = Math.max(0, canvas.height - band - layer.height - Math.round(canvas.height * 0.03))
    const tint = scenes.map((scene) => scene.tint)
    const overlays: OverlayOptions[] = [{ input: layer.data, left, top }]
    if (tint.length > 0) {
      const average = (key: 'r' | 'g' | 'b') =>
        Math.round(tint.reduce((sum, c) => sum + c[key], 0) / tint.length)
      overlays.push({
        input: {
          create: {
            ...canvas,
            channels: 4,
            background: { r: average('r'), g: average('g'), b: average('b'), alpha: 0.22 },
          },
        },
      })
    }
    overlays.push({
      input: Buffer.from(bandSvg(canvas.width, band)),
      left: 0,
      top: canvas.height - band,
    })
    return await sharp(Buffer.from(backgroundSvg(scenes, canvas, random)))
      .resize(canvas.width, canvas.height)
      .composite(overlays)
      .webp({ quality: 82 })
      .toBuffer()
  } catch (error) {
    if (error instanceof ImageProviderError) throw error
    throw new ImageProviderError('bad_input', 'the image could not be read', { cause: error })
  }
}
