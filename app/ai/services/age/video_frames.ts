import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { ffmpegBinary } from '#core/media/ffmpeg_binary'
import { AgeEstimatorError } from '#ai/services/age/age_port'

/*
| The frames of a video that are looked at for faces: the first, the last, and evenly between them
| (the middle among them).
*/

const run = promisify(execFile)

/** Where the inner frames are taken, as a share of the video's length. */
export const INNER_FRAMES = [0.25, 0.5, 0.75]

/** ffmpeg's "Duration: 00:00:03.00" of the input, in seconds; null when it has none. */
function durationOf(probe: string) {
  const match = /Duration:\s*(\d+):(\d{2}):(\d{2}(?:\.\d+)?)/.exec(probe)
  if (!match) return null
  return Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3])
}

async function ffmpeg(args: string[], signal?: AbortSignal) {
  try {
    const { stderr } = await run(ffmpegBinary(), ['-hide_banner', '-nostdin', ...args], {
      signal,
      maxBuffer: 4 * 1024 * 1024,
    })
    return stderr
  } catch (error) {
    // `ffmpeg -i file` alone exits 1 after printing what it read: the probe still counts.
    const stderr = (error as { stderr?: unknown }).stderr
    if (typeof stderr === 'string' && args.length === 2) return stderr
    throw error
  }
}

/**
 * PNG frames of `video` (first, INNER_FRAMES, last). Throws unreadable when
 * ffmpeg cannot read it or finds no frame.
 */
export async function videoFrames(video: Buffer, signal?: AbortSignal): Promise<Buffer[]> {
  const folder = await mkdtemp(join(tmpdir(), 'velvet-frames-'))
  try {
    const input = join(folder, 'video')
    await writeFile(input, video)
    const duration = durationOf(await ffmpeg(['-i', input], signal))
    if (duration === null) throw new AgeEstimatorError('unreadable', 'the video has no duration')
    const frame = async (name: string, seek: string[], count: string[]) => {
      const output = join(folder, `${name}.png`)
      const args = ['-v', 'error', ...seek, '-i', input, ...count, '-update', '1', '-y', output]
      await ffmpeg(args, signal)
      return readFile(output)
    }
    const one = ['-frames:v', '1']
    return await Promise.all([
      frame('first', [], one),
      ...INNER_FRAMES.map((share, index) =>
        frame(`inner${index}`, ['-ss', (duration * share).toFixed(3)], one)
      ),
      // The last second decoded, each frame written over the one before: the last one stays.
      frame('last', ['-sseof', '-1'], []),
    ])
  } catch (error) {
    if (error instanceof AgeEstimatorError) throw error
    if (signal?.aborted) throw error
    throw new AgeEstimatorError('unreadable', 'frames could not be read from the video', {
      cause: error,
    })
  } finally {
    await rm(folder, { recursive: true, force: true })
  }
}
