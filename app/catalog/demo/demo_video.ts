import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { ffmpegBinary } from '#core/media/ffmpeg_binary'

const run = promisify(execFile)

// H.264 in yuv420p plays everywhere; faststart puts the index first so playback starts before the download ends.
export type ClipOptions = {
  still: Uint8Array
  width: number
  height: number
  seconds: number
  motion: 'pan' | 'drift'
  fps?: number
}

export async function makeClip(options: ClipOptions): Promise<Uint8Array> {
  const { width, height, seconds, fps = 24 } = options
  const dir = await mkdtemp(join(tmpdir(), 'velvet-clip-'))
  try {
    const input = join(dir, 'still.png')
    const output = join(dir, 'clip.mp4')
    await writeFile(input, options.still)
    const x = `(in_w-${width})*t/${seconds}`
    const y = options.motion === 'drift' ? `(in_h-${height})*t/${seconds}` : '(in_h-out_h)/2'
    const fadeFrames = Math.min(8, Math.floor((seconds * fps) / 4))
    const filters = [
      `crop=${width}:${height}:x='${x}':y='${y}'`,
      `fade=in:0:${fadeFrames}`,
      `fade=out:${Math.round(seconds * fps) - fadeFrames}:${fadeFrames}`,
      'format=yuv420p',
    ].join(',')
    // prettier-ignore
    await run(ffmpegBinary(), [
      '-y', '-v', 'error',
      '-loop', '1', '-framerate', String(fps), '-i', input,
      '-t', String(seconds), '-vf', filters,
      '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '27',
      '-profile:v', 'main', '-movflags', '+faststart', '-an',
      output,
    ])
    return await readFile(output)
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
