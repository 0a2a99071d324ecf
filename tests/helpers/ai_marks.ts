import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import sharp from 'sharp'
import { ffmpegBinary } from '#core/media/ffmpeg_binary'

/*
| Reads the AI marks back from a stored file the way other software does:
| an image's XMP through sharp (libvips), an MP4's tags and XMP box through
| ffmpeg's own reader (its `export_xmp` option), never through our writer.
*/

const IPTC_EXT = 'Iptc4xmpExt'

/** One XMP element's text, or null. */
export function xmpValue(xmp: string, name: string) {
  const match = new RegExp(`<${name}>([^<]*)</${name}>`).exec(xmp)
  return match ? match[1] : null
}

export type AiMarks = { digitalSourceType: string | null; aiSystemUsed: string | null }

function marksOf(xmp: string): AiMarks {
  return {
    digitalSourceType: xmpValue(xmp, `${IPTC_EXT}:DigitalSourceType`),
    aiSystemUsed: xmpValue(xmp, `${IPTC_EXT}:AISystemUsed`),
  }
}

/** An image's XMP marks (nulls when it has no XMP). */
export async function imageMarks(data: Buffer | Uint8Array): Promise<AiMarks> {
  const { xmp } = await sharp(data).metadata()
  return marksOf(xmp ? xmp.toString('utf8') : '')
}

/** An MP4's global tags as ffmpeg reads them (the XMP box as `xmp`). */
export async function videoTags(data: Buffer | Uint8Array) {
  const folder = await mkdtemp(join(tmpdir(), 'velvet-marks-'))
  try {
    const input = join(folder, 'video.mp4')
    await writeFile(input, data)
    // prettier-ignore
    const { stdout } = await promisify(execFile)(ffmpegBinary(), [
      '-v', 'error', '-export_xmp', '1', '-i', input, '-f', 'ffmetadata', '-',
    ], { maxBuffer: 1024 * 1024 })
    return parseFfmetadata(stdout)
  } finally {
    await rm(folder, { recursive: true, force: true })
  }
}

/** ffmetadata's `key=value` lines; `\` escapes `=;#\` and a newline inside a value. */
function parseFfmetadata(text: string) {
  const tags: Record<string, string> = {}
  const unescape = (part: string) => part.replace(/\\([\s\S])/g, '$1')
  for (const entry of text.split(/(?<!\\)\n/).slice(1)) {
    const at = entry.search(/(?<!\\)=/)
    if (at >= 0) tags[unescape(entry.slice(0, at))] = unescape(entry.slice(at + 1))
  }
  return tags
}

/** An MP4's marks: those of its XMP box, and its comment tag. */
export async function videoMarks(data: Buffer | Uint8Array) {
  const tags = await videoTags(data)
  return { ...marksOf(tags.xmp ?? ''), comment: tags.comment ?? null }
}
